import {
  IconBriefcase, IconBuildingStore, IconCalendar, IconChartLine, IconCircleCheck, IconClock, IconHeart, IconLink, IconLock,
  IconMessageCircle, IconPhoto, IconRepeat, IconReport, IconRocket, IconSend, IconShieldCheck, IconSparkles, IconStack2,
  IconTarget, IconUsers, IconVideo, IconWorld, type Icon,
} from '@tabler/icons-react';
import type { IconName } from '../../schemas/site.types.ts';

// Line icons from Tabler Icons (MIT), one per name the schema allows (schemas/defs/icon.schema.json).
const ICONS: Record<IconName, Icon> = {
  calendar: IconCalendar,
  repeat: IconRepeat,
  send: IconSend,
  chart: IconChartLine,
  report: IconReport,
  users: IconUsers,
  comment: IconMessageCircle,
  approve: IconCircleCheck,
  photo: IconPhoto,
  video: IconVideo,
  sparkles: IconSparkles,
  clock: IconClock,
  globe: IconWorld,
  lock: IconLock,
  shield: IconShieldCheck,
  store: IconBuildingStore,
  rocket: IconRocket,
  briefcase: IconBriefcase,
  target: IconTarget,
  layers: IconStack2,
  link: IconLink,
  heart: IconHeart,
};

/** A decorative icon in a soft tile, above a card's title. */
export function ItemIcon({ name }: { name: IconName }) {
  const Glyph = ICONS[name];
  return (
    <span className="item-icon" aria-hidden="true">
      <Glyph size={22} stroke={1.75} focusable="false" />
    </span>
  );
}
