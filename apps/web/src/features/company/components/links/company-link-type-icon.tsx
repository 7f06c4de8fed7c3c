import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
  IconLink,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import type { CompanyLinkType } from '@quorum/shared';

const ICONS: Record<CompanyLinkType, Icon> = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  // Twitter is X now; the spec keeps the old name for the type, the icon shows what people see.
  twitter: IconBrandX,
  linkedin: IconBrandLinkedin,
  youtube: IconBrandYoutube,
  other: IconLink,
};

/** The mark of a link's site; the locked website link shows a globe. */
export function CompanyLinkTypeIcon({
  type,
  website = false,
  size = 20,
}: {
  type: CompanyLinkType;
  website?: boolean;
  size?: number;
}) {
  const Mark = website ? IconWorld : ICONS[type];
  return <Mark size={size} stroke={1.6} aria-hidden />;
}
