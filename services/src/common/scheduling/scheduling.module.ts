import { Global, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { PeriodicJobs } from './periodic-jobs.service.js';

/** Periodic jobs for every module: inject PeriodicJobs and call `every(seconds, job)` at bootstrap. */
@Global()
@Module({
  imports: [ScheduleModule.forRoot()],
  providers: [PeriodicJobs],
  exports: [PeriodicJobs],
})
export class SchedulingModule {}
