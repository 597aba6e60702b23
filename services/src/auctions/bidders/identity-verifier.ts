/**
 * An identity provider as bidder verification sees it (Nafath's flow): it is sent a national ID and answers the
 * number the site shows, which the person picks in the provider's app; the site then asks for the outcome until it
 * is known, or the provider tells it (the sandbox's page does so). A contracted Nafath provider is one more
 * implementation bound to IDENTITY_VERIFIER.
 */
export interface IdentityVerifier {
  /** Its name, kept on requests and verifications. */
  readonly name: string;
  /** The built-in stand-in: its "app" is a page of this site. */
  readonly sandbox: boolean;
  start(request: IdentityRequest): Promise<IdentityStart>;
  /** The outcome of a request as the provider knows it now; null while the person has not answered. */
  outcome(requestId: string): Promise<IdentityOutcome | null>;
}

export interface IdentityRequest {
  requestId: string;
  /** Ten ASCII digits (a valid national ID or iqama). */
  nationalId: string;
}

export interface IdentityStart {
  /** The two-digit number the site shows. */
  number: number;
  /** The numbers the app offers (the sandbox's three, one of them `number`). */
  choices: number[];
}

export type IdentityOutcome = 'approved' | 'rejected';

export const IDENTITY_VERIFIER = Symbol('IDENTITY_VERIFIER');
