import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessGuard } from './access.guard.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { AgentRequest } from './agent-request.entity.js';
import { AgentRequestsController } from './agent-requests.controller.js';
import { AgentRequestsService } from './agent-requests.service.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { PasswordReset } from './password-reset.entity.js';
import { PasswordService } from './password.service.js';
import { Permission } from './permission.entity.js';
import { PermissionsController } from './permissions.controller.js';
import { PermissionsService } from './permissions.service.js';
import { RolePermission } from './role-permission.entity.js';
import { Role } from './role.entity.js';
import { RolesController } from './roles.controller.js';
import { RolesService } from './roles.service.js';
import { Session } from './session.entity.js';
import { SessionsService } from './sessions.service.js';
import { User } from './user.entity.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';
import { ProfileController } from './profile/profile.controller.js';
import { ProfileService } from './profile/profile.service.js';

/** Sign-in, sessions, users, roles and permissions, and the access guard on every route of the app. */
@Module({
  imports: [TypeOrmModule.forFeature([User, Role, Permission, RolePermission, Session, PasswordReset, AgentRequest])],
  controllers: [
    AuthController,
    UsersController,
    RolesController,
    PermissionsController,
    AgentRequestsController,
    ProfileController,
  ],
  providers: [
    ProfileService,
    PasswordService,
    SessionsService,
    LoginThrottleService,
    AuthService,
    AgentRequestsService,
    UsersService,
    RolesService,
    PermissionsService,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [TypeOrmModule, SessionsService, PasswordService],
})
export class IdentityModule {}
