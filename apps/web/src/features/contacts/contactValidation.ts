import { zodResolver } from '@hookform/resolvers/zod';
import { contactFormSchema, type ContactFormInput, type ContactFormValues } from '@rentfront/shared/contacts';
import type { Resolver } from 'react-hook-form';

/** The shared schema as the form's resolver: loaded when the form is first used (it brings zod). */
export const contactResolver: Resolver<ContactFormValues, unknown, ContactFormInput> = zodResolver(contactFormSchema);
