import { Injectable } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import type { IdentityOutcome, IdentityRequest, IdentityStart, IdentityVerifier } from './identity-verifier.js';

/** The count of numbers the sandbox's app offers. */
const CHOICES = 3;

/**
 * The built-in stand-in for Nafath: a random two-digit number, offered in its "app" (the public page
 * /auctions/nafath-sandbox/{request}) among two others. The page answers through BidderVerificationService.answer,
 * the way a provider's callback would, so asking it for an outcome tells nothing new.
 */
@Injectable()
export class NafathSandboxVerifier implements IdentityVerifier {
  readonly name = 'nafath-sandbox';
  readonly sandbox = true;

  start(_request: IdentityRequest): Promise<IdentityStart> {
    const choices = new Set<number>();
    while (choices.size < CHOICES) choices.add(randomInt(10, 100));
    const list = [...choices];
    return Promise.resolve({ number: list[randomInt(0, CHOICES)]!, choices: list });
  }

  outcome(_requestId: string): Promise<IdentityOutcome | null> {
    return Promise.resolve(null);
  }
}
