import { Injectable } from '@nestjs/common';

/** One's own profile, password and active sessions. */
@Injectable()
export class ProfileService {}
