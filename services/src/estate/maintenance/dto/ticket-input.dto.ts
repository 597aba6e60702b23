import {
  ESTATE_EXPORT_FORMATS,
  type EstateExportFormat,
  type Language,
  LANGUAGES,
  type MaintenanceListQuery,
  type MaintenanceTicketInput,
  TICKET_CATEGORIES,
  TICKET_INPUT_LIMITS as LIMITS,
  TICKET_MAX_PHOTOS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TABS,
  type TicketAssignInput,
  type TicketCategory,
  type TicketPriority,
  type TicketSort,
  type TicketStatus,
  type TicketStatusInput,
  type TicketTab,
} from '@estate/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import {
  Choice,
  ChoiceFilter,
  EstateListQueryDto,
  IdField,
  IdFilter,
  NullableIdField,
  OptionalAmountField,
  OptionalDateField,
  OptionalText,
  RequiredText,
} from '../../shared/estate-fields.js';

const TICKET_SORTS: readonly TicketSort[] = [
  'ticketNumber',
  'createdAt',
  'priority',
  'status',
  'scheduledDate',
  'cost',
];

/** Uploaded photos' URLs, at most TICKET_MAX_PHOTOS. */
const PhotosField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: [String], maxItems: TICKET_MAX_PHOTOS }),
    ValidateIf((_object, value) => value !== undefined),
    IsArray(),
    ArrayMaxSize(TICKET_MAX_PHOTOS),
    IsString({ each: true }),
    MaxLength(2048, { each: true }),
  );

/** A nullable calendar date; blank or null clears it. */
const NullableDateField = () =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) => (value === '' ? null : value)),
    ValidateIf((_object, value) => value !== null),
    OptionalDateField(),
  );

/** GET /api/estate/maintenance (and its summary). */
export class ListTicketsDto extends EstateListQueryDto implements MaintenanceListQuery {
  @ChoiceFilter(TICKET_TABS)
  tab?: TicketTab;

  @ChoiceFilter(TICKET_STATUSES)
  status?: TicketStatus;

  @ChoiceFilter(TICKET_PRIORITIES)
  priority?: TicketPriority;

  @ChoiceFilter(TICKET_CATEGORIES)
  category?: TicketCategory;

  @IdFilter()
  propertyId?: string;

  /** A user's id, or `none` for the unassigned tickets. */
  @ApiPropertyOptional({ description: 'a user id, or none' })
  @Transform(({ value }: { value: unknown }) => (value === 'all' || value === '' ? undefined : value))
  @IsOptional()
  @ValidateIf((_object, value) => value !== 'none')
  @IsUUID('all')
  assignedTo?: string;

  @ChoiceFilter(TICKET_SORTS)
  sort?: TicketSort;
}

/** POST /api/estate/maintenance. */
export class TicketInputDto implements MaintenanceTicketInput {
  @IdField()
  propertyId!: string;

  @NullableIdField()
  unitId?: string | null;

  @RequiredText(LIMITS.title, 'Leaking kitchen tap')
  title!: string;

  @RequiredText(LIMITS.title, 'تسرب في صنبور المطبخ')
  titleAr!: string;

  @RequiredText(LIMITS.description)
  description!: string;

  @Choice(TICKET_CATEGORIES)
  category!: TicketCategory;

  @Choice(TICKET_PRIORITIES)
  priority!: TicketPriority;

  @NullableIdField()
  assignedTo?: string | null;

  @OptionalAmountField()
  estimatedCost?: number | null;

  @NullableDateField()
  scheduledDate?: string | null;

  @PhotosField()
  photos?: string[];
}

/** PATCH /api/estate/maintenance/{id}: the fields sent change, the others stay (assignee and status have routes). */
export class TicketUpdateDto extends PartialType(OmitType(TicketInputDto, ['assignedTo'] as const)) {
  @OptionalAmountField()
  actualCost?: number | null;
}

/** POST /api/estate/maintenance/{id}/assign. */
export class TicketAssignDto implements TicketAssignInput {
  @IdField()
  assignedTo!: string;
}

/** POST /api/estate/maintenance/{id}/status. */
export class TicketStatusDto implements TicketStatusInput {
  @Choice(TICKET_STATUSES)
  status!: TicketStatus;

  @OptionalAmountField()
  actualCost?: number | null;

  @OptionalText(LIMITS.noCostReason, 'Done under warranty')
  noCostReason?: string | null;
}

/** GET /api/estate/maintenance/export: the list's filters, the format and the language of the words. */
export class ExportTicketsDto extends OmitType(ListTicketsDto, ['page', 'limit'] as const) {
  @ApiPropertyOptional({ enum: ESTATE_EXPORT_FORMATS, default: 'csv' })
  @IsOptional()
  @IsIn(ESTATE_EXPORT_FORMATS)
  format?: EstateExportFormat;

  @ApiPropertyOptional({ enum: LANGUAGES, default: 'ar' })
  @IsOptional()
  @IsIn(LANGUAGES)
  lang?: Language;
}
