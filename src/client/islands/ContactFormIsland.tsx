// First: it configures Zod before the contact schema is evaluated.
import '../zodConfig';
import { Toaster } from '../components/Toaster';
import { ContactForm, type ContactFormProps } from '../features/contact/ContactForm';
import { TrpcProviders } from './TrpcProviders';

/** The contact form with its live validation, sent through tRPC, and the place its toasts appear. */
export default function ContactFormIsland(props: ContactFormProps) {
  return (
    <TrpcProviders>
      <ContactForm {...props} />
      <Toaster />
    </TrpcProviders>
  );
}
