import { Injectable } from '@nestjs/common';
import { hashPassword, needsRehash, verifyPassword } from './password-hashing.js';

@Injectable()
export class PasswordService {
  /** Verified against when the email is unknown, so both cases take the same time. */
  private readonly dummyHash = hashPassword('not-a-password-of-anyone');

  hash(password: string): Promise<string> {
    return hashPassword(password);
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    return verifyPassword(hash ?? (await this.dummyHash), password);
  }

  needsRehash(hash: string): boolean {
    return needsRehash(hash);
  }
}
