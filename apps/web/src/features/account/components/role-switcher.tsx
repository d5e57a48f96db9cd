import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Role } from '@kinderly/shared';
import { isDialogDismissed, useDialog } from '../../../components/ui/dialog/index.ts';
import { isHandledApiError } from '../../../lib/api/index.ts';
import { APP_HOME_PATH, switchRole } from '../../../lib/auth/index.ts';
import { useUser } from '../api/get-user.ts';
import { useSwitchCurrentRole } from '../api/switch-current-role.ts';
import { roleKey, switchableRoles } from '../roles.ts';

/** Shown to people who hold more than one role or may take on another (section 6); nothing otherwise. */
export function RoleSwitcher() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const dialog = useDialog();
  const { enqueueSnackbar } = useSnackbar();
  const { data: user } = useUser();
  const mutation = useSwitchCurrentRole();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = anchor !== null;

  if (!user) return null;
  const options = switchableRoles(user);
  if (options.length === 0) return null;
  const current = t(roleKey(user.currentRole));

  const choose = async (newRole: Role) => {
    setAnchor(null);
    const role = t(roleKey(newRole));
    try {
      if (!user.roles.includes(newRole)) {
        await dialog.confirm({
          title: t('roleSwitcher.confirmTitle', { role }),
          message: t('roleSwitcher.confirmText', { role, current }),
          confirmText: t('roleSwitcher.confirmButton', { role }),
        });
      }
      const result = await mutation.mutateAsync({ currentRole: user.currentRole, newRole });
      // Leave the page first: it may not be open to the new role, and must not call the API with it.
      await navigate(APP_HOME_PATH);
      switchRole(result);
      enqueueSnackbar(t('roleSwitcher.switched', { role }), { variant: 'success' });
    } catch (error) {
      if (isDialogDismissed(error) || isHandledApiError(error)) return;
      enqueueSnackbar(t('roleSwitcher.failed'), { variant: 'error' });
    }
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<SwapHorizIcon />}
        endIcon={<ExpandMoreIcon sx={{ display: { xs: 'none', sm: 'inherit' } }} />}
        aria-label={t('roleSwitcher.button', { role: current })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={mutation.isPending}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {current}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('roleSwitcher.menu') } }}
      >
        {options.map((role) => (
          <MenuItem key={role} onClick={() => void choose(role)}>
            {t('roleSwitcher.switchTo', { role: t(roleKey(role)) })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
