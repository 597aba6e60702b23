import { Injectable } from '@nestjs/common';

/** The figures of /dashboard's tabs, computed in SQL for the caller's role. */
@Injectable()
export class DashboardService {}
