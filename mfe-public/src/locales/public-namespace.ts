import { registerNamespace } from '@estate/platform';
import ar from './ar/public.json';
import en from './en/public.json';
import arDetail from './ar/property-detail.json';
import enDetail from './en/property-detail.json';
import arContact from './ar/contact.json';
import enContact from './en/contact.json';
import arServiceRequest from './ar/service-request.json';
import enServiceRequest from './en/service-request.json';

/** One namespace; each feature keeps its strings in its own file (top-level key = feature). */
export function registerPublicNamespace(): void {
  registerNamespace('public', {
    ar: { ...ar, ...arDetail, ...arContact, ...arServiceRequest },
    en: { ...en, ...enDetail, ...enContact, ...enServiceRequest },
  });
}
