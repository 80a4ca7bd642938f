/** One search result: photo, name, stars, rating, place, facilities and the best offer (or "Sold out"). */
import type { Translate } from '~/lib/i18n/translator';
import type { CardView } from './resultCards';
import Stars from './Stars';

export default function HotelCard({ card, t }: { card: CardView; t: Translate }) {
  const titleId = `hotel-${card.id}-name`;
  const { image, price } = card;
  return (
    <article className="card card-raised hotel-card overflow-hidden" aria-labelledby={titleId} data-testid="hotel-card">
      <div className="row g-0">
        <div className="col-md-4 hotel-card-photo">
          {image ? (
            <img
              src={image.src}
              srcSet={image.srcset}
              sizes={image.sizes}
              width={image.width}
              height={image.height}
              alt={image.alt}
              loading={image.loading}
              decoding="async"
              className="hotel-card-img"
            />
          ) : (
            <div className="hotel-card-img hotel-card-noimg" aria-hidden="true" />
          )}
        </div>
        <div className="col-md-8">
          <div className="card-body d-flex flex-column flex-sm-row gap-3 h-100">
            <div className="flex-grow-1 min-w-0">
              <h3 className="h5 mb-1" id={titleId}>
                <a className="hotel-card-link" href={card.href} data-testid="hotel-card-link">
                  {card.name}
                </a>
              </h3>
              <div className="d-flex flex-wrap align-items-center gap-2 mb-2 small">
                <Stars star={card.star} label={card.starLabel} />
                {card.rating && (
                  <span className="hotel-rating">
                    <span className="badge text-bg-primary">{card.rating}</span>
                    <span className="text-body-secondary ms-1">{card.reviews}</span>
                  </span>
                )}
              </div>
              <p className="mb-1 small">{card.place}</p>
              <p className="mb-2 small text-body-secondary">{card.distance}</p>
              {card.facilities.length > 0 && (
                <ul className="list-inline mb-0 small hotel-facilities" aria-label={t('Facilities')}>
                  {card.facilities.map((name) => (
                    <li className="list-inline-item" key={name}>
                      {name}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div className="hotel-card-offer text-sm-end">
              {price ? (
                <>
                  <p className="small mb-1">
                    {price.roomType} · {price.meal}
                  </p>
                  <p className="mb-0 hotel-price text-accent" data-testid="hotel-card-price">
                    {price.perNight}
                  </p>
                  <p className="small text-body-secondary mb-1">{t('per night before taxes')}</p>
                  <p className="small mb-2">
                    <strong data-testid="hotel-card-total">{price.total}</strong> {price.totalLabel}
                  </p>
                  {price.freeCancel && (
                    <p className="small text-success-emphasis mb-1" data-testid="hotel-card-free-cancel">
                      {price.freeCancel}
                    </p>
                  )}
                  {price.roomsLeft && <p className="small text-danger-emphasis fw-semibold mb-1">{price.roomsLeft}</p>}
                  <a className="btn btn-primary btn-sm mt-1" href={card.href} aria-describedby={titleId} tabIndex={-1}>
                    {t('See rooms')}
                  </a>
                </>
              ) : (
                <>
                  <p className="mb-1">
                    <span className="badge text-bg-secondary fs-6" data-testid="hotel-card-sold-out">
                      {t('Sold out')}
                    </span>
                  </p>
                  <p className="small text-body-secondary mb-2">{t('Sold out for your dates')}</p>
                  <a
                    className="btn btn-outline-secondary btn-sm"
                    href={card.href}
                    aria-describedby={titleId}
                    tabIndex={-1}
                  >
                    {t('See other dates')}
                  </a>
                </>
              )}
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}
