/** The car feature's browser-safe face for other features: answer types and links. */
export type { CarOffersData, CarServiceAnswer, RentalOffer, TransferOffer } from './types';
