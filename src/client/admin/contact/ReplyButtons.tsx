import { Button, SimpleGrid } from '@chakra-ui/react';
import { Mail, MessageSquare, Phone } from 'lucide-react';
import type { LeadChannel } from '../../../common/leads';
import type { LeadRecord } from '../../../common/schemas/lead';

const CHANNELS: Array<{
  channel: LeadChannel;
  label: string;
  icon: typeof Phone;
  href: keyof LeadRecord['reply'];
}> = [
  { channel: 'call', label: 'Call', icon: Phone, href: 'call' },
  { channel: 'text', label: 'Text', icon: MessageSquare, href: 'text' },
  { channel: 'email', label: 'E-mail', icon: Mail, href: 'email' },
];

/**
 * One tap to answer: Call (tel:), Text (sms: with the text template filled in) and E-mail (mailto: with the reply
 * template's subject and body). The phone's own app opens; the tap is noted as the lead's first contact.
 */
export function ReplyButtons({ lead, onUse }: { lead: LeadRecord; onUse: (channel: LeadChannel) => void }) {
  return (
    <SimpleGrid columns={3} gap="2" data-testid="reply-buttons">
      {CHANNELS.map(({ channel, label, icon: Icon, href }) => (
        <Button
          key={channel}
          asChild
          size="lg"
          variant={channel === 'call' ? 'solid' : 'outline'}
          colorPalette={channel === 'call' ? 'green' : undefined}
        >
          <a href={lead.reply[href]} onClick={() => onUse(channel)}>
            <Icon aria-hidden="true" /> {label}
          </a>
        </Button>
      ))}
    </SimpleGrid>
  );
}
