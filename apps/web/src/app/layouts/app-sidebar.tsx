import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import ChildCareIcon from '@mui/icons-material/ChildCareOutlined';
import AdminIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import FavoriteIcon from '@mui/icons-material/FavoriteBorder';
import BadgeIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import BusinessIcon from '@mui/icons-material/StorefrontOutlined';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import EventNoteIcon from '@mui/icons-material/EventNoteOutlined';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import HourglassIcon from '@mui/icons-material/HourglassEmptyOutlined';
import MyLocationIcon from '@mui/icons-material/MyLocationOutlined';
import LocationIcon from '@mui/icons-material/PlaceOutlined';
import PolicyIcon from '@mui/icons-material/GavelOutlined';
import AmenitiesIcon from '@mui/icons-material/ChildFriendlyOutlined';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import AlertIcon from '@mui/icons-material/NotificationAddOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import InviteIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import SearchIcon from '@mui/icons-material/Search';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import PreviewIcon from '@mui/icons-material/VisibilityOutlined';
import {
  Box,
  Drawer,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Toolbar,
} from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { can, canAccessRoute, type Action, type Role } from '@kinderly/shared';
import {
  MESSAGES_PATH,
  MessagesIcon,
  useMessagesLabel,
  useUnreadMessages,
} from '../../features/chat/components/messages-nav.tsx';

export const SIDEBAR_WIDTH = 256;

// Only pages that exist today; each shows for the roles that may open it (SPEC section 6).
const ITEMS = [
  { to: '/app/home', key: 'appNav.home', Icon: HomeIcon },
  { to: '/admin', key: 'appNav.admin', Icon: AdminIcon },
  { to: '/app/booking', key: 'appNav.search', Icon: SearchIcon },
  { to: '/app/favourites', key: 'appNav.favourites', Icon: FavoriteIcon },
  { to: '/app/let-me-know', key: 'appNav.letMeKnow', Icon: AlertIcon },
  { to: MESSAGES_PATH, key: 'appNav.messages', Icon: ChatIcon },
  { to: '/app/waitlist/waitlist-card', key: 'appNav.waitlists', Icon: HourglassIcon },
  { to: '/app/parent-location', key: 'appNav.location', Icon: MyLocationIcon },
  { to: '/app/enroll', key: 'appNav.enrolChild', Icon: ChildCareIcon },
  { to: '/app/edit-profile', key: 'appNav.editProfile', Icon: PersonIcon },
  { to: '/app/settings', key: 'appNav.settings', Icon: SettingsIcon },
  { to: '/app/user-settings-notifications', key: 'appNav.notifications', Icon: NotificationsIcon },
  { to: '/app/invitation-link', key: 'appNav.invite', Icon: InviteIcon },
  // Every role may open the cards page (section 6), but only those who add cards need it in the menu.
  { to: '/app/credit-cards-list', key: 'appNav.paymentCards', Icon: CreditCardIcon, action: 'addCreditCard' },
  { to: '/app/payout-account', key: 'appNav.payoutAccount', Icon: AccountBalanceIcon, action: 'saveProviderEnrolment' },
] as const satisfies readonly { to: string; key: string; Icon: unknown; action?: Action }[];

// The home provider's own business pages (SPEC section 6 actions), grouped under one heading.
const PROVIDER_ITEMS = [
  { to: '/app/history', key: 'appNav.provider.bookings', Icon: EventNoteIcon, action: 'viewProviderHistory' },
  { to: '/app/provider/waitlist', key: 'appNav.provider.waitlist', Icon: HourglassIcon, action: 'viewProviderHistory' },
  { to: '/app/enroll-childcare', key: 'appNav.provider.setUp', Icon: BusinessIcon, action: 'saveProviderEnrolment' },
  {
    to: '/app/public-profile',
    key: 'appNav.provider.publicProfile',
    Icon: PreviewIcon,
    action: 'saveProviderEnrolment',
  },
  {
    to: '/app/regulation-compliance',
    key: 'appNav.provider.regulations',
    Icon: FactCheckIcon,
    action: 'propertyAndGuest',
  },
  { to: '/app/badges', key: 'appNav.provider.badges', Icon: BadgeIcon, action: 'badges' },
  { to: '/app/family-amenities', key: 'appNav.provider.amenities', Icon: AmenitiesIcon, action: 'amenities' },
  { to: '/app/location', key: 'appNav.provider.location', Icon: LocationIcon, action: 'location' },
  { to: '/app/policy-procedures', key: 'appNav.provider.policies', Icon: PolicyIcon, action: 'policyAndProcedures' },
] as const satisfies readonly { to: string; key: string; Icon: unknown; action: Action }[];

export function sidebarItemsFor(role: Role) {
  return ITEMS.filter((item) => canAccessRoute(role, item.to) && (!('action' in item) || can(role, item.action)));
}

export function providerSidebarItemsFor(role: Role) {
  return PROVIDER_ITEMS.filter((item) => can(role, item.action) && canAccessRoute(role, item.to));
}

type SidebarLinkProps = {
  to: string;
  label: string;
  Icon: ComponentType;
  /** Drawn instead of Icon (the messages' unread badge); `ariaLabel` then names the link with the count. */
  icon?: ReactNode;
  ariaLabel?: string;
  /** The temporary drawer closes once a page is chosen. */
  onNavigate?: () => void;
};

function SidebarLink({ to, label, Icon, icon, ariaLabel, onNavigate }: SidebarLinkProps) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={NavLink}
        to={to}
        onClick={onNavigate}
        aria-label={ariaLabel}
        sx={{
          mx: 1,
          borderRadius: 1,
          '&[aria-current="page"]': { bgcolor: 'action.selected', color: 'primary.dark', fontWeight: 600 },
          '&[aria-current="page"] .MuiListItemIcon-root': { color: 'primary.dark' },
        }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>{icon ?? <Icon />}</ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}

type AppSidebarProps = {
  id: string;
  role: Role;
  /** Permanent from MOBILE_BREAKPOINT_PX up, a temporary drawer below it. */
  permanent: boolean;
  open: boolean;
  onClose: () => void;
};

export function AppSidebar({ id, role, permanent, open, onClose }: AppSidebarProps) {
  const { t } = useTranslation();
  const providerItems = providerSidebarItemsFor(role);
  const unread = useUnreadMessages() ?? 0;
  const messagesLabel = useMessagesLabel(unread);
  return (
    <Drawer
      variant={permanent ? 'permanent' : 'temporary'}
      open={permanent || open}
      onClose={onClose}
      // Below the breakpoint the drawer is a modal dialog, which needs a name.
      slotProps={{ paper: permanent ? undefined : { 'aria-label': t('appNav.label') } }}
      sx={{
        width: permanent ? SIDEBAR_WIDTH : undefined,
        flexShrink: 0,
        // The docked column repeats the paper's border, so the line runs the whole height of a long page.
        ...(permanent && { borderRight: 1, borderColor: 'divider' }),
        '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' },
      }}
    >
      {/* The top bar sits above the drawer in both forms: this spacer keeps the first item out from under it. */}
      <Toolbar />
      <Box component="nav" id={id} aria-label={t('appNav.label')} sx={{ py: 1 }}>
        <List>
          {sidebarItemsFor(role).map((item) => (
            <SidebarLink
              key={item.to}
              to={item.to}
              Icon={item.Icon}
              label={t(item.key)}
              {...(item.to === MESSAGES_PATH && {
                icon: <MessagesIcon unread={unread} />,
                ariaLabel: messagesLabel,
              })}
              onNavigate={permanent ? undefined : onClose}
            />
          ))}
        </List>
        {providerItems.length > 0 && (
          <List
            aria-labelledby={`${id}-provider`}
            subheader={<ListSubheader id={`${id}-provider`}>{t('appNav.provider.title')}</ListSubheader>}
          >
            {providerItems.map((item) => (
              <SidebarLink
                key={item.to}
                to={item.to}
                Icon={item.Icon}
                label={t(item.key)}
                onNavigate={permanent ? undefined : onClose}
              />
            ))}
          </List>
        )}
      </Box>
    </Drawer>
  );
}
