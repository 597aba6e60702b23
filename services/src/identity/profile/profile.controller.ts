import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ProfileService } from './profile.service.js';

/** PATCH /api/me/profile, POST /api/me/password, GET /api/me/sessions, DELETE /api/me/sessions/{id}. */
@ApiTags('profile')
@Controller('me')
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}
}
