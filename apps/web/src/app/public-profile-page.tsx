import { EnrolmentProgress } from '../features/provider-enrolment/components/enrolment-progress.tsx';
import { PublicProfilePage as ProfilePreview } from '../features/provider-profile/pages/public-profile-page.tsx';

/**
 * /app/public-profile, composed in src/app since features do not import each other: the provider profile feature's
 * preview and picture editor, with the enrolment's summary of what is missing before the provider is listed.
 */
export function PublicProfilePage() {
  return <ProfilePreview listingProgress={<EnrolmentProgress headingLevel={3} />} />;
}
