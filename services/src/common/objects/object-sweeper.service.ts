import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { ObjectStoreService } from './object-store.service.js';

const HOUR_MS = 60 * 60 * 1000;
/** Rows deleted per statement; a sweep repeats until fewer come back. */
const BATCH = 500;

/**
 * Deletes uploads nothing claimed (a form left with its files picked but never sent) once they are
 * OBJECT_UNCLAIMED_HOURS old, every OBJECT_SWEEP_SECONDS. Every replica sweeps; rows are taken with SKIP LOCKED,
 * so they never get in each other's way. A failed sweep is logged and tried again at the next tick.
 */
@Injectable()
export class ObjectSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ObjectSweeper');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly objects: ObjectStoreService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), this.config.objectSweepSeconds * 1000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One sweep; answers how many objects were deleted. */
  async sweep(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - this.config.unclaimedObjectHours * HOUR_MS);
    let total = 0;
    for (;;) {
      const deleted = await this.objects.sweepUnclaimed(before, BATCH);
      total += deleted;
      if (deleted < BATCH) return total;
    }
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.sweep()
      .then((deleted) => {
        if (deleted > 0) this.logger.log(`Deleted ${deleted} unclaimed upload(s)`);
      })
      .catch((error: unknown) => {
        this.logger.warn(`Could not sweep unclaimed uploads: ${error instanceof Error ? error.message : error}`);
      })
      .finally(() => {
        this.running = null;
      });
    await this.running;
  }
}
