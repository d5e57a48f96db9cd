import AccessibleIcon from '@mui/icons-material/Accessible';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AllInclusiveIcon from '@mui/icons-material/AllInclusive';
import BedtimeIcon from '@mui/icons-material/Bedtime';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import ExtensionIcon from '@mui/icons-material/Extension';
import ForestIcon from '@mui/icons-material/Forest';
import HomeIcon from '@mui/icons-material/Home';
import NightsStayIcon from '@mui/icons-material/NightsStay';
import PaletteIcon from '@mui/icons-material/Palette';
import ParkIcon from '@mui/icons-material/Park';
import PaymentsIcon from '@mui/icons-material/Payments';
import SavingsIcon from '@mui/icons-material/Savings';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SchoolIcon from '@mui/icons-material/School';
import ToysIcon from '@mui/icons-material/Toys';
import TranslateIcon from '@mui/icons-material/Translate';
import VerifiedIcon from '@mui/icons-material/Verified';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import WeekendIcon from '@mui/icons-material/Weekend';
import type { SvgIconComponent } from '@mui/icons-material';

/** The server's icon names (Material Symbols, ADR 023) that the waitlist tiles draw. */
const ICONS: Record<string, SvgIconComponent> = {
  accessible: AccessibleIcon,
  account_balance: AccountBalanceIcon,
  all_inclusive: AllInclusiveIcon,
  bedtime: BedtimeIcon,
  directions_car: DirectionsCarIcon,
  extension: ExtensionIcon,
  forest: ForestIcon,
  home: HomeIcon,
  nights_stay: NightsStayIcon,
  palette: PaletteIcon,
  park: ParkIcon,
  payments: PaymentsIcon,
  savings: SavingsIcon,
  schedule: ScheduleIcon,
  school: SchoolIcon,
  toys: ToysIcon,
  translate: TranslateIcon,
  verified: VerifiedIcon,
  volunteer_activism: VolunteerActivismIcon,
  wb_sunny: WbSunnyIcon,
  weekend: WeekendIcon,
};

/** A tile's icon; an unknown name draws nothing rather than a wrong picture. */
export function TileIcon({ name }: { name: string | null }) {
  const Icon = name ? ICONS[name] : undefined;
  return Icon ? <Icon aria-hidden fontSize="large" color="primary" /> : null;
}

/** The names this app draws (a test checks the server's lists use only these). */
export const TILE_ICON_NAMES = Object.keys(ICONS);
