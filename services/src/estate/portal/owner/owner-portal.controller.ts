import { Controller } from '@nestjs/common';

@Controller('me/owner')
export class OwnerPortalController {}
