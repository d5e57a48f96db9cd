import { COLLECT_PAGE_VIEW_PATH } from './constants.ts';

/**
 * Every path the API serves, in one table that the server routes and the web client both read (bulletproof-react
 * `config/paths.ts`). Groups and names follow SPEC section 7; `{name}` marks a path parameter, which the web fills
 * with `buildPath` and the server turns into Fastify's `:name` with `toRoutePath`. apps/server/test/api-paths.test.ts
 * proves that the server serves exactly these paths.
 */
export const API_PATHS = {
  account: {
    login: '/api/account/login',
    logout: '/api/account/logout',
    refresh: '/api/account/refresh',
    register: '/api/account/register',
    supplementUserInfo: '/api/account/supplementUserInfo',
    resendActivation: '/api/account/resendActivation',
    confirmemail: '/api/account/confirmemail',
    forgotPassword: '/api/account/forgotPassword',
    resetPassword: '/api/account/resetPassword',
    switchCurrentRole: '/api/account/switchCurrentRole',
    updateUserInfo: '/api/account/updateUserInfo',
    saveUserLocation: '/api/account/saveUserLocation',
    getUser: '/api/account/getUser',
    getUserInfo: '/api/account/getUserInfo',
    getUserByUserName: '/api/account/getUserByUserName',
    getUserProfile: '/api/account/getUserProfile',
    getUserLocation: '/api/account/getUserLocation',
    bumpUpReferrerForUser: '/api/account/bumpUpReferrerForUser',
    getReferrals: '/api/account/getReferrals',
    getUserNotifications: '/api/account/getUserNotifications',
    saveUserNotifications: '/api/account/saveUserNotifications',
    updateUserNotifications: '/api/account/updateUserNotifications',
    validateEmail: '/api/account/validateEmail',
    validateUserName: '/api/account/validateUserName',
    validateUserNameEmail: '/api/account/validateUserNameEmail',
  },
  enrollment: {
    getsurvey: '/api/enrollment/getsurvey',
    getInitialData: '/api/enrollment/getInitialData',
    getInvitationLink: '/api/enrollment/getInvitationLink',
    getProviderInvitationLink: '/api/enrollment/getProviderInvitationLink',
    getChildren: '/api/enrollment/getChildren',
    getLanguages: '/api/enrollment/getLanguages',
    getVaccines: '/api/enrollment/getVaccines',
    getAllergens: '/api/enrollment/getAllergens',
    getChosenAllergens: '/api/enrollment/getChosenAllergens',
    getChildEnrollmentStep: '/api/enrollment/getChildEnrollmentStep',
    getCurrentViewedStep: '/api/enrollment/getCurrentViewedStep',
    getChildrenVaccinationDates: '/api/enrollment/getChildrenVaccinationDates',
    populateHealthInformation: '/api/enrollment/populateHealthInformation',
    getChildRecord: '/api/enrollment/getChildRecord',
    enrollchild: '/api/enrollment/enrollchild',
    updateCurrentViewedStep: '/api/enrollment/updateCurrentViewedStep',
    skipEnrollmentStep: '/api/enrollment/skipEnrollmentStep',
    completeEnrollment: '/api/enrollment/completeEnrollment',
    putIntoQueue: '/api/enrollment/putIntoQueue',
    sendInvitation: '/api/enrollment/sendInvitation',
    sendProviderInvitation: '/api/enrollment/sendProviderInvitation',
    acceptInvitation: '/api/enrollment/acceptInvitation',
    DeleteChild: '/api/enrollment/DeleteChild',
    uploadVaccinationRecord: '/api/enrollment/uploadVaccinationRecord',
    deleteVaccinationRecord: '/api/enrollment/deleteVaccinationRecord',
    // One get, save and update per child record (save and update are the same upsert).
    getChildInfo: '/api/enrollment/getChildInfo',
    saveChildInfo: '/api/enrollment/saveChildInfo',
    updateChildInfo: '/api/enrollment/updateChildInfo',
    getSchoolArrangement: '/api/enrollment/getSchoolArrangement',
    saveSchoolArrangement: '/api/enrollment/saveSchoolArrangement',
    updateSchoolArrangement: '/api/enrollment/updateSchoolArrangement',
    getCustodyArrangement: '/api/enrollment/getCustodyArrangement',
    saveCustodyArrangement: '/api/enrollment/saveCustodyArrangement',
    updateCustodyArrangement: '/api/enrollment/updateCustodyArrangement',
    getEmergencyContacts: '/api/enrollment/getEmergencyContacts',
    saveEmergencyContacts: '/api/enrollment/saveEmergencyContacts',
    updateEmergencyContacts: '/api/enrollment/updateEmergencyContacts',
    getPickupPersons: '/api/enrollment/getPickupPersons',
    savePickupPersons: '/api/enrollment/savePickupPersons',
    updatePickupPersons: '/api/enrollment/updatePickupPersons',
    getVaccinationDates: '/api/enrollment/getVaccinationDates',
    saveVaccinationDates: '/api/enrollment/saveVaccinationDates',
    updateVaccinationDates: '/api/enrollment/updateVaccinationDates',
    getHealthInfo: '/api/enrollment/getHealthInfo',
    saveHealthInfo: '/api/enrollment/saveHealthInfo',
    updateHealthInfo: '/api/enrollment/updateHealthInfo',
    getAllergyInfo: '/api/enrollment/getAllergyInfo',
    saveAllergyInfo: '/api/enrollment/saveAllergyInfo',
    updateAllergyInfo: '/api/enrollment/updateAllergyInfo',
    getSkinProducts: '/api/enrollment/getSkinProducts',
    saveSkinProducts: '/api/enrollment/saveSkinProducts',
    updateSkinProducts: '/api/enrollment/updateSkinProducts',
    getFeedingArrangement: '/api/enrollment/getFeedingArrangement',
    saveFeedingArrangement: '/api/enrollment/saveFeedingArrangement',
    updateFeedingArrangement: '/api/enrollment/updateFeedingArrangement',
    getPhysicalRequirements: '/api/enrollment/getPhysicalRequirements',
    savePhysicalRequirements: '/api/enrollment/savePhysicalRequirements',
    updatePhysicalRequirements: '/api/enrollment/updatePhysicalRequirements',
    getSleepArrangement: '/api/enrollment/getSleepArrangement',
    saveSleepArrangement: '/api/enrollment/saveSleepArrangement',
    updateSleepArrangement: '/api/enrollment/updateSleepArrangement',
    getAdditionalEmergencyInfo: '/api/enrollment/getAdditionalEmergencyInfo',
    saveAdditionalEmergencyInfo: '/api/enrollment/saveAdditionalEmergencyInfo',
    updateAdditionalEmergencyInfo: '/api/enrollment/updateAdditionalEmergencyInfo',
    getAdditionalInfo: '/api/enrollment/getAdditionalInfo',
    saveAdditionalInfo: '/api/enrollment/saveAdditionalInfo',
    updateAdditionalInfo: '/api/enrollment/updateAdditionalInfo',
  },
  childcareProvider: {
    getEnrollmentSteps: '/api/childcareProvider/getEnrollmentSteps',
    getProviderForCurrentUser: '/api/childcareProvider/getProviderForCurrentUser',
    getChildcareLocationById: '/api/childcareProvider/getChildcareLocationById',
    getGeolocationShared: '/api/childcareProvider/getGeolocationShared',
    setGeolocationShared: '/api/childcareProvider/setGeolocationShared',
    updatePoliciesAndProceduresFiles: '/api/childcareProvider/updatePoliciesAndProceduresFiles',
    activateQualification: '/api/childcareProvider/activateQualification',
    // One get, save and update per business set-up step (save and update are the same upsert).
    getConnectedAccountLink: '/api/childcareProvider/getConnectedAccountLink',
    saveConnectedAccountLink: '/api/childcareProvider/saveConnectedAccountLink',
    updateConnectedAccountLink: '/api/childcareProvider/updateConnectedAccountLink',
    getHouseholdInfo: '/api/childcareProvider/getHouseholdInfo',
    saveHouseholdInfo: '/api/childcareProvider/saveHouseholdInfo',
    updateHouseholdInfo: '/api/childcareProvider/updateHouseholdInfo',
    getProgramStatement: '/api/childcareProvider/getProgramStatement',
    saveProgramStatement: '/api/childcareProvider/saveProgramStatement',
    updateProgramStatement: '/api/childcareProvider/updateProgramStatement',
    getBadges: '/api/childcareProvider/getBadges',
    saveBadges: '/api/childcareProvider/saveBadges',
    updateBadges: '/api/childcareProvider/updateBadges',
    getFamilyAmenities: '/api/childcareProvider/getFamilyAmenities',
    saveFamilyAmenities: '/api/childcareProvider/saveFamilyAmenities',
    updateFamilyAmenities: '/api/childcareProvider/updateFamilyAmenities',
    getHomeSafety: '/api/childcareProvider/getHomeSafety',
    saveHomeSafety: '/api/childcareProvider/saveHomeSafety',
    updateHomeSafety: '/api/childcareProvider/updateHomeSafety',
    getChildcareLocation: '/api/childcareProvider/getChildcareLocation',
    saveChildcareLocation: '/api/childcareProvider/saveChildcareLocation',
    updateChildcareLocation: '/api/childcareProvider/updateChildcareLocation',
    getParentBookingMethod: '/api/childcareProvider/getParentBookingMethod',
    saveParentBookingMethod: '/api/childcareProvider/saveParentBookingMethod',
    updateParentBookingMethod: '/api/childcareProvider/updateParentBookingMethod',
    getAvailabilitySettings: '/api/childcareProvider/getAvailabilitySettings',
    saveAvailabilitySettings: '/api/childcareProvider/saveAvailabilitySettings',
    updateAvailabilitySettings: '/api/childcareProvider/updateAvailabilitySettings',
    getAcceptedAgeGroups: '/api/childcareProvider/getAcceptedAgeGroups',
    saveAcceptedAgeGroups: '/api/childcareProvider/saveAcceptedAgeGroups',
    updateAcceptedAgeGroups: '/api/childcareProvider/updateAcceptedAgeGroups',
    getHoursOfBusiness: '/api/childcareProvider/getHoursOfBusiness',
    saveHoursOfBusiness: '/api/childcareProvider/saveHoursOfBusiness',
    updateHoursOfBusiness: '/api/childcareProvider/updateHoursOfBusiness',
    getPrices: '/api/childcareProvider/getPrices',
    savePrices: '/api/childcareProvider/savePrices',
    updatePrices: '/api/childcareProvider/updatePrices',
    getCancellationOptions: '/api/childcareProvider/getCancellationOptions',
    saveCancellationOptions: '/api/childcareProvider/saveCancellationOptions',
    updateCancellationOptions: '/api/childcareProvider/updateCancellationOptions',
    getPoliciesAndProcedures: '/api/childcareProvider/getPoliciesAndProcedures',
    savePoliciesAndProcedures: '/api/childcareProvider/savePoliciesAndProcedures',
    updatePoliciesAndProcedures: '/api/childcareProvider/updatePoliciesAndProcedures',
    getNotifications: '/api/childcareProvider/getNotifications',
    saveNotifications: '/api/childcareProvider/saveNotifications',
    updateNotifications: '/api/childcareProvider/updateNotifications',
    getHolidays: '/api/childcareProvider/getHolidays',
    saveHolidays: '/api/childcareProvider/saveHolidays',
    updateHolidays: '/api/childcareProvider/updateHolidays',
    getAvailableSpaces: '/api/childcareProvider/getAvailableSpaces',
    saveAvailableSpaces: '/api/childcareProvider/saveAvailableSpaces',
    updateAvailableSpaces: '/api/childcareProvider/updateAvailableSpaces',
    getRegulationCompliance: '/api/childcareProvider/getRegulationCompliance',
  },
  booking: {
    getAllProviders: '/api/booking/getAllProviders',
    getBadgesIsActivated: '/api/booking/getBadgesIsActivated',
    getFamilyAmenitiesById: '/api/booking/getFamilyAmenitiesById',
    getPoliciesAndProceduresById: '/api/booking/getPoliciesAndProceduresById',
    getHoursOfBusinessById: '/api/booking/getHoursOfBusinessById',
    getUserProfileById: '/api/booking/getUserProfileById',
    getAvailabilitySettingsByProviderId: '/api/booking/getAvailabilitySettingsByProviderId',
    getHouseholdInfoById: '/api/booking/getHouseholdInfoById',
    getHolidaysForRestNextYear: '/api/booking/getHolidaysForRestNextYear',
    /** Toggles a provider in the signed-in family's favourites. */
    saveFavoritesLiked: '/api/booking/saveFavoritesLiked',
    /** Not named by the spec: the family's favourite providers (the list saveFavoritesLiked builds). */
    getFavoritesLiked: '/api/booking/getFavoritesLiked',
    getProviderBackgroundGallery: '/api/booking/getProviderBackgroundGallery',
    saveProviderBackgroundGallery: '/api/booking/saveProviderBackgroundGallery',
    saveDaycareOrder: '/api/booking/saveDaycareOrder',
    getDaycareOrders: '/api/booking/getDaycareOrders',
    cancelOrder: '/api/booking/cancelOrder',
    deleteDaycareOrder: '/api/booking/deleteDaycareOrder',
    bookDaycareOrders: '/api/booking/bookDaycareOrders',
    getBookingStatus: '/api/booking/getBookingStatus',
    updateBookingStatus: '/api/booking/updateBookingStatus',
    /** Not named by the spec: the days a child can be booked at a provider (booking-time calendar). */
    getBookingCalendar: '/api/booking/getBookingCalendar',
    /** Not named by the spec, public: one order read-only from a mail's signed link (/orders-history, /bookings-history). */
    getOrderByLink: '/api/booking/getOrderByLink',
    /** Not named by the spec: one order as its parent, provider or the administrator sees it. */
    getDaycareOrder: '/api/booking/getDaycareOrder',
  },
  parentHistory: {
    getHistory: '/api/parentHistory/getHistory',
    refuseAllOrders: '/api/parentHistory/refuseAllOrders',
    setOrderHideCard: '/api/parentHistory/setOrderHideCard',
    clearOrdersHideCardForParent: '/api/parentHistory/clearOrdersHideCardForParent',
    /** Preview (confirm false) or book (confirm true) the same days every week for N weeks or until a date. */
    createReoccurringOrders: '/api/parentHistory/createReoccurringOrders',
  },
  childcareProviderHistory: {
    getHistory: '/api/childcareProviderHistory/getHistory',
    setPickUpTimeStamp: '/api/childcareProviderHistory/setPickUpTimeStamp',
    setCheckInTimeStamp: '/api/childcareProviderHistory/setCheckInTimeStamp',
    setNoShowChild: '/api/childcareProviderHistory/setNoShowChild',
    approveOrder: '/api/childcareProviderHistory/approveOrder',
    approveAllOrders: '/api/childcareProviderHistory/approveAllOrders',
    refuseOrder: '/api/childcareProviderHistory/refuseOrder',
    refuseAllOrders: '/api/childcareProviderHistory/refuseAllOrders',
    setOrderHideCard: '/api/childcareProviderHistory/setOrderHideCard',
    clearOrdersHideCardForProvider: '/api/childcareProviderHistory/clearOrdersHideCardForProvider',
    /** Propose weekly days to the family of a child booked with this provider: drafts the parent then books. */
    createReoccurringOrders: '/api/childcareProviderHistory/createReoccurringOrders',
    /** Not named by the spec: a booked child's record (health, allergies, contacts), for viewDetails/{childId}. */
    getChildDetails: '/api/childcareProviderHistory/getChildDetails',
  },
  payments: {
    addCreditCardInfo: '/api/payments/addCreditCardInfo',
    completeCardAuthentication: '/api/payments/completeCardAuthentication',
    validateCardNumber: '/api/payments/validateCardNumber',
    getCreditCards: '/api/payments/getCreditCards',
    deleteCreditCard: '/api/payments/deleteCreditCard',
    /** GET reads the payout account, PUT starts or resumes its onboarding. */
    connectedAccountLink: '/api/payments/connectedAccountLink',
    sandboxOnboarding: '/api/payments/sandboxOnboarding',
    createCheckoutSessionSaveCardDetails: '/api/payments/createCheckoutSessionSaveCardDetails',
    getListCustomerPaymentMethods: '/api/payments/getListCustomerPaymentMethods',
    detachPaymentMethodFromCustomer: '/api/payments/detachPaymentMethodFromCustomer',
    createPaymentSession: '/api/payments/createPaymentSession',
    /** A booked day paid now with one of the parent's cards (a failed hold fixed). */
    creditCardPayment: '/api/payments/creditCardPayment',
    /** The same with the default card. */
    creditCardPaymentAutomatically: '/api/payments/creditCardPaymentAutomatically',
    /** The provider takes a day's held payment after check-in or a no-show (normally automatic). */
    capture: '/api/payments/capture',
    /** Cancel booked days (body orders), refunding by the terms copied at booking. */
    cancelPayment: '/api/payments/cancelPayment',
    /** Called by the payment gateway, never by the web client. */
    webhook: '/api/payments/webhook',
  },
  surveys: {
    saveSurvey: '/api/surveys',
  },
  /** SPEC section 7 "Waitlist and RESTful": the wizard's lists and the family's tickets (ADR 023). */
  waitlist: {
    schoolPlans: '/api/waitlist/school-plans',
    schoolPlan: '/api/waitlist/school-plans/{id}',
    /** Query paymentOption Daily or Hourly. */
    paymentOptions: '/api/waitlist/payment-options',
    childcareTypes: '/api/waitlist/childcare-types',
    /** Query waitingListTicketId (optional): marks the types that ticket chose. */
    providerTypes: '/api/waitlist/provider-types',
    /**
     * GET: every list of the wizard. POST (body: the selections and an optional childId): the same lists with what
     * the selections chose `selected`, and how many providers match them (ADR 023, session 9).
     */
    filters: '/api/waitlist/filters',
    createEntry: '/api/child/{id}/waitlist',
    /** PUT replaces a ticket's selections; GET reads the ticket with them (editing from the card pre-fills the wizard). */
    updateEntry: '/api/child/{id}/waitlist/{ticket}',
    /** Query childId: the entries the child may hold (free and bought) and holds. */
    allowance: '/api/waitlist/allowance',
    /** SPEC section 7 "checkout": the one-time purchase of more entries for a child (ADR 023). */
    checkout: '/api/checkout',
    /** Providers matching the child's latest ticket, nearest first (GET), and joining their lists (POST). */
    providers: '/api/child/{id}/waitlist/providers',
    currentProvider: '/api/children/{childId}/waitlist/providers/{childcareProviderId}',
    /** The family's entries (GET) and leaving one (DELETE, body providerId and ticketId). */
    requests: '/api/waitlist/requests',
    /** The family answers an offered place (ADR 023 addendum "offers"). */
    acceptOffer: '/api/waitlist/requests/{requestId}/accept',
    declineOffer: '/api/waitlist/requests/{requestId}/decline',
    providerWaitlist: '/api/provider/waitlist',
    providerPriorities: '/api/provider/waitlist/priorities',
    /** The provider's waitlist settings (GET, PUT body offerHours: the time a family has to answer an offer). */
    providerSettings: '/api/provider/waitlist/settings',
    providerEntry: '/api/provider/waitlist/{requestId}',
    /** SPEC section 7 "children": the family's enrolled children with their waitlist entries and allowance. */
    children: '/api/children',
    /** SPEC section 7 "parents": the signed-in parent's record (names, contact, address, saved location). */
    parents: '/api/parents',
    /** SPEC section 7: the user's waitlist purchases, newest first; only one's own (a SuperAdmin reads anyone's). */
    subscriptions: '/api/users/{email}/subscriptions',
  },
  providers: {
    list: '/api/providers',
    types: '/api/providers/types',
    byId: '/api/providers/{childcareProviderId}',
  },
  addresses: {
    reverse: '/api/addresses/actions/reverse',
    /** Forward geocoding: GEOCODER_URL's Nominatim /search, or the bundled Canadian places offline. */
    search: '/api/addresses/actions/search',
  },
  users: {
    collectEventStatistics: COLLECT_PAGE_VIEW_PATH,
  },
  policies: {
    getPolicy: '/api/policies/getPolicy',
    updatePolicy: '/api/policies/updatePolicy',
  },
  content: {
    blog: '/api/content/blog',
    blogPost: '/api/content/blog/{idOrSlug}',
  },
  log: {
    sendLogToBackend: '/api/log/sendLogToBackend',
  },
  /** Issue 17 (ADR 024). deleteMessage and messageFiles are not named by the spec ("POST and DELETE message files"). */
  chat: {
    getMessages: '/api/chat/getMessages',
    getMessage: '/api/chat/getMessage',
    updateMessages: '/api/chat/updateMessages',
    editMessage: '/api/chat/editMessage',
    deleteMessage: '/api/chat/deleteMessage',
    sendMessage: '/api/chat/sendMessage',
    messageFiles: '/api/chat/messageFiles',
    sendMessageReaction: '/api/chat/sendMessageReaction',
    createRooms: '/api/chat/createRooms',
    getRooms: '/api/chat/getRooms',
    /** Not named by the spec: one room as getRooms lists it, for a conversation opened by its address. */
    getRoom: '/api/chat/getRoom',
    markMessagesSeen: '/api/chat/markMessagesSeen',
    markMessagesRead: '/api/chat/markMessagesRead',
    markMessagesDistributed: '/api/chat/markMessagesDistributed',
    setLastRoomMessage: '/api/chat/setLastRoomMessage',
    /** Not named by the spec: a participant reports the room, which lets the SuperAdmin read it (ADR 024). */
    reportRoom: '/api/chat/reportRoom',
    /** SuperAdmin: the reported rooms, then one's messages, read-only and audited. */
    reports: '/api/admin/chat/reports',
    report: '/api/admin/chat/reports/{roomId}',
    reportedRoomMessages: '/api/admin/chat/reports/{roomId}/messages',
  },
  /** Issue 19 (ADR 029): the notification centre and web push (not named by the spec). */
  notifications: {
    list: '/api/notifications',
    unreadCount: '/api/notifications/unreadCount',
    markRead: '/api/notifications/{id}/read',
    markAllRead: '/api/notifications/readAll',
    pushKey: '/api/notifications/push/key',
    pushSubscriptions: '/api/notifications/push/subscriptions',
    /** "Let me know" (SPEC section 2): the signed-in parent's saved searches. */
    alerts: '/api/notifications/alerts',
    alert: '/api/notifications/alerts/{id}',
  },
  /** Issue 18: SPEC section 7 "Admin" (GET users), SuperAdmin only. */
  admin: {
    users: '/api/admin/users',
    user: '/api/admin/users/{userId}',
    /** The children of a provider (the provider's user id): with bookings or waitlist entries there. */
    providerChildren: '/api/admin/users/{userId}/children',
    /** Not named by the spec: the administrators' audit log, newest first (read-only). */
    auditLog: '/api/admin/audit-log',
    /** Booking info (SPEC "GET booking info for a provider and for a child"): orders, payments, refunds, history. */
    bookingInfoProvider: '/api/admin/booking-info/provider/{userId}',
    bookingInfoChild: '/api/admin/booking-info/child/{childId}',
    /** Not named by the spec: the index's counts (new users, proofs to verify, open requests, failed payments). */
    summary: '/api/admin/summary',
    /** Not named by the spec: orders in one state across every provider (the index's two booking counts). */
    bookings: '/api/admin/bookings',
    /** Badge verification (issue 18): providers with qualification proofs, those waiting first; one provider. */
    verifications: '/api/admin/verifications',
    verification: '/api/admin/verifications/{providerId}',
    /** Not named by the spec: the policy editor's saved versions (GET ?language=&page=), then one with its text. */
    policyVersions: '/api/admin/policies/{id}/versions',
    policyVersion: '/api/admin/policies/{id}/versions/{versionId}',
    /** SPEC section 7 "POST delete user (userId)": erases the person, keeps the money records (ADR 027). */
    deleteUser: '/api/admin/deleteUser',
    /** Issue 19, not named by the spec: jobs failed or waiting for a retry, newest first; one failed job run again. */
    failedJobs: '/api/admin/jobs/failed',
    retryJob: '/api/admin/jobs/{id}/retry',
  },
  files: {
    file: '/api/file/{id}',
    /** SPEC "Misc": a picture (JPEG, PNG, HEIC) made a JPEG or a one-page PDF, kept as the caller's file (ADR 028). */
    convertFile: '/api/file/convertFile',
  },
  /** SPEC section 7 "messages (send a telegram message)": SuperAdmin, to the operations chat (ADR 028). */
  messages: { send: '/api/messages' },
  system: {
    health: '/api/health',
    config: '/api/config',
  },
  /** Outside production only: the mail outbox of a development install. */
  dev: {
    mail: '/api/dev/mail',
    /** DEV_CLOCK only: sets the server's "now" for booking rules and jobs (end-to-end tests). */
    clock: '/api/dev/clock',
    /** Outside production only: runs the "Let me know" check now (end-to-end tests). */
    alertsCheck: '/api/dev/alerts/check',
  },
  /** SPEC "Misc" /testdata/getposts: demo posts, outside production only (the route does not exist there). */
  testdata: { getposts: '/api/testdata/getposts' },
} as const;

type ApiPathTable = typeof API_PATHS;

/** Any path of the table, e.g. `'/api/file/{id}'`. */
export type ApiPath = {
  [Group in keyof ApiPathTable]: ApiPathTable[Group][keyof ApiPathTable[Group]];
}[keyof ApiPathTable];

/**
 * The names that have a get, a save and an update call in one group: `HouseholdInfo` for getHouseholdInfo,
 * saveHouseholdInfo and updateHouseholdInfo. Servers that register such triples in a loop take their names from here.
 */
export type RecordCallName<Group> = {
  [Key in keyof Group]: Key extends `get${infer Name}`
    ? `save${Name}` extends keyof Group
      ? `update${Name}` extends keyof Group
        ? Name
        : never
      : never
    : never;
}[keyof Group];

/** Every path of the table, in table order. */
export function listApiPaths(): ApiPath[] {
  return Object.values(API_PATHS).flatMap((group) => Object.values(group) as ApiPath[]);
}

/** Fastify's form of a path: `/api/file/{id}` becomes `/api/file/:id`. */
export function toRoutePath(template: string): string {
  return template.replace(/\{([^{}]+)\}/g, ':$1');
}
