import { PartialType } from '@nestjs/swagger';
import { CreateRoleDto } from './create-role.dto.js';

/** Any field of CreateRoleDto; `permissions` given replaces the role's permissions. */
export class UpdateRoleDto extends PartialType(CreateRoleDto) {}
