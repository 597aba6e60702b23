import type { RequestReceipt } from '@estate/contracts';
import { Body, Controller, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../common/auth/access.decorators.js';
import { type Actor, RequestActor } from '../../common/auth/authenticated-user.js';
import { CreateContactMessageDto } from './dto/create-contact-message.dto.js';
import { CreateInquiryDto } from './dto/create-inquiry.dto.js';
import { CreateServiceRequestDto } from './dto/create-service-request.dto.js';
import { RequestsService } from './requests.service.js';
import { requestOrigin } from '../../common/http/request-origin.js';

/** The public site's forms. Each answers 201 with a receipt; 429 when one address sends too many. */
@ApiTags('requests')
@Public()
@Controller()
@ApiTooManyRequestsResponse({ description: 'Too many forms of this kind from this address; see Retry-After.' })
export class RequestsController {
  constructor(private readonly requests: RequestsService) {}

  @Post('inquiries')
  @ApiCreatedResponse({ description: 'The inquiry is stored with status new: `{ id, status, createdAt }`.' })
  @ApiNotFoundResponse({ description: 'PROPERTY_NOT_FOUND: no active property with this id.' })
  createInquiry(@Body() dto: CreateInquiryDto, @RequestActor() actor: Actor): Promise<RequestReceipt> {
    return this.requests.createInquiry(dto, actor);
  }

  @Post('contact')
  @ApiCreatedResponse({ description: 'The message is stored with status new: `{ id, status, createdAt }`.' })
  createContactMessage(@Body() dto: CreateContactMessageDto, @RequestActor() actor: Actor): Promise<RequestReceipt> {
    return this.requests.createContactMessage(dto, actor);
  }

  @Post('service-requests')
  @ApiCreatedResponse({ description: 'The request is stored with status new: `{ id, status, createdAt }`.' })
  @ApiBadRequestResponse({
    description: 'INVALID_ATTACHMENT: an attachment is not an uploaded file of an accepted type.',
  })
  createServiceRequest(
    @Body() dto: CreateServiceRequestDto,
    @RequestActor() actor: Actor,
    @Req() request: FastifyRequest,
  ): Promise<RequestReceipt> {
    return this.requests.createServiceRequest(dto, actor, requestOrigin(request));
  }
}
