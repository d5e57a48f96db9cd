import type admin from '../locales/en/admin.json';
import type account from '../locales/en/account.json';
import type booking from '../locales/en/booking.json';
import type chat from '../locales/en/chat.json';
import type childEnrolment from '../locales/en/child-enrolment.json';
import type common from '../locales/en/common.json';
import type content from '../locales/en/content.json';
import type payments from '../locales/en/payments.json';
import type notifications from '../locales/en/notifications.json';
import type providerEnrolment from '../locales/en/provider-enrolment.json';
import type providerProfile from '../locales/en/provider-profile.json';
import type providerSearch from '../locales/en/provider-search.json';
import type waitlist from '../locales/en/waitlist.json';

// Types every `t('...')` key against the English catalogues: a typo or a missing key fails the type check.
// A feature that adds a namespace file adds it here too.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      content: typeof content;
      account: typeof account;
      admin: typeof admin;
      booking: typeof booking;
      chat: typeof chat;
      'child-enrolment': typeof childEnrolment;
      notifications: typeof notifications;
      payments: typeof payments;
      'provider-enrolment': typeof providerEnrolment;
      'provider-profile': typeof providerProfile;
      'provider-search': typeof providerSearch;
      waitlist: typeof waitlist;
    };
  }
}
