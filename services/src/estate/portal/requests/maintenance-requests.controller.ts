import { Controller } from '@nestjs/common';

@Controller('maintenance-requests')
export class MaintenanceRequestsController {}
