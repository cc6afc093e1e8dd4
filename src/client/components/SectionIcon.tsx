import {
  ArrowRight,
  Calendar,
  CircleCheck,
  Clock,
  FileText,
  Hammer,
  Heart,
  House,
  type LucideIcon,
  Mail,
  MapPin,
  Phone,
  Shield,
  TriangleAlert,
  Users,
  Zap,
} from 'lucide-react';
import type { ICON_NAMES } from '../../common/constants';

/** The 15 icon names of section metadata (docs/product.md, Page sections) and the lucide icons for them. */
export const ICONS: Record<(typeof ICON_NAMES)[number], LucideIcon> = {
  'arrow-right': ArrowRight,
  'check-circle': CircleCheck,
  clock: Clock,
  phone: Phone,
  mail: Mail,
  'map-pin': MapPin,
  shield: Shield,
  hammer: Hammer,
  'file-text': FileText,
  home: House,
  users: Users,
  heart: Heart,
  zap: Zap,
  calendar: Calendar,
  'alert-triangle': TriangleAlert,
};

export function SectionIcon({ name, size = 24 }: { name: string | undefined; size?: number }) {
  const Icon = name ? ICONS[name as keyof typeof ICONS] : undefined;
  return Icon ? <Icon size={size} aria-hidden="true" /> : null;
}
