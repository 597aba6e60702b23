import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailMessage } from './mail-message.entity.js';
import { MailService } from './mail.service.js';
import { OutboxController } from './outbox.controller.js';

/** Outgoing mail for every module: inject MailService and call send(). */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([MailMessage])],
  controllers: [OutboxController],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
