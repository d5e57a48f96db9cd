import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { canAccessRoute, type Role } from '@kinderly/shared';

// Only pages that exist; each shows for the roles that may open it.
const STEPS = [
  { to: '/app/register-supplement', key: 'completeProfile', Icon: TaskAltIcon, onlyWhenIncomplete: true },
  { to: '/app/edit-profile', key: 'editProfile', Icon: PersonIcon, onlyWhenIncomplete: false },
  { to: '/app/user-settings-notifications', key: 'notifications', Icon: NotificationsIcon, onlyWhenIncomplete: false },
  { to: '/app/settings', key: 'settings', Icon: SettingsIcon, onlyWhenIncomplete: false },
] as const;

export function NextSteps({ role, registrationComplete }: { role: Role; registrationComplete: boolean }) {
  const { t } = useTranslation('account');
  const steps = STEPS.filter(
    (step) => canAccessRoute(role, step.to) && !(step.onlyWhenIncomplete && registrationComplete),
  );
  return (
    <List disablePadding>
      {steps.map(({ to, key, Icon }) => (
        <ListItem key={to} disablePadding>
          <ListItemButton component={RouterLink} to={to} sx={{ borderRadius: 1, px: { xs: 1, sm: 2 } }}>
            <ListItemIcon sx={{ minWidth: 40, color: 'primary.main' }}>
              <Icon />
            </ListItemIcon>
            <ListItemText
              primary={t(`appHome.steps.${key}.title`)}
              secondary={t(`appHome.steps.${key}.text`)}
              slotProps={{ primary: { sx: { fontWeight: 600 } } }}
            />
            <ChevronRightIcon aria-hidden sx={{ color: 'text.secondary' }} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
