import type { UpdateUserRequest } from '@estate/contracts';
import { PartialType } from '@nestjs/swagger';
import { CreateUserDto } from './create-user.dto.js';

/** Any field of CreateUserDto; a password given replaces the old one and ends the user's other sessions. */
export class UpdateUserDto extends PartialType(CreateUserDto) implements UpdateUserRequest {}
