import { RoleSwitcher } from '../../features/account/components/role-switcher.tsx';
import { UserMenu } from '../../features/account/components/user-menu.tsx';

/** Who is signed in, on the public pages: the same role switcher and account menu as the signed-in top bar. */
export function PublicAccountControls() {
  return (
    <>
      <RoleSwitcher />
      <UserMenu />
    </>
  );
}
