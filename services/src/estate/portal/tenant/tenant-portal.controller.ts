import { Controller } from '@nestjs/common';

@Controller('me/tenant')
export class TenantPortalController {}
