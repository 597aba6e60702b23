import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdLicenceWithdrawalService } from './ad-licence-withdrawal.service.js';
import { Favorite } from './favorites/favorite.entity.js';
import { FavoritesController } from './favorites/favorites.controller.js';
import { FavoritesService } from './favorites/favorites.service.js';
import { ListingManagementController } from './listing-management.controller.js';
import { ListingManagementService } from './listing-management.service.js';
import { PropertiesController } from './properties.controller.js';
import { PropertiesService } from './properties.service.js';
import { PropertyView } from './property-view.entity.js';
import { Property } from './property.entity.js';
import { ContactMessage } from './requests/contact-message.entity.js';
import { Inquiry } from './requests/inquiry.entity.js';
import { RequestsController } from './requests/requests.controller.js';
import { RequestsService } from './requests/requests.service.js';
import { ServiceRequest } from './requests/service-request.entity.js';
import { StaffRequestsController } from './requests/staff-requests.controller.js';

/** Listings (read publicly, managed by staff), the forms sent about them (inquiries, contact messages, service requests) and favorites. */
@Module({
  imports: [TypeOrmModule.forFeature([Property, Inquiry, ContactMessage, ServiceRequest, PropertyView, Favorite])],
  controllers: [
    PropertiesController,
    ListingManagementController,
    RequestsController,
    StaffRequestsController,
    FavoritesController,
  ],
  providers: [
    PropertiesService,
    ListingManagementService,
    RequestsService,
    FavoritesService,
    AdLicenceWithdrawalService,
  ],
  // ListingManagementService: the estate back office publishes a vacant unit as a rent listing through it.
  exports: [TypeOrmModule, ListingManagementService],
})
export class PropertiesModule {}
