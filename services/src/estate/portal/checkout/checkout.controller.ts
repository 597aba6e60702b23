import { Controller } from '@nestjs/common';

@Controller('checkout')
export class CheckoutController {}
