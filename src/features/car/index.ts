/** The car feature's browser-safe face for other features: answer types and links. */
export { carListHref } from './carQuery';
export type {
  CarCard,
  CarDetail,
  CarOffersData,
  CarPlace,
  CarServiceAnswer,
  RentalOffer,
  TransferOffer,
} from './types';
