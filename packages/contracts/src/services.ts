/** The six services of the firm. Names are exact: the database accepts only these. */
export const services = [
  { id: 'incorporation', name: 'Incorporation & Closure', bookingKey: 'incorporate' },
  { id: 'legal', name: 'Legal Services', bookingKey: 'legal' },
  { id: 'accounting', name: 'Accounting & Bookkeeping', bookingKey: 'accounting' },
  { id: 'cfo', name: 'Controller & CFO Advisory', bookingKey: 'default' },
  { id: 'taxes', name: 'Tax Filing', bookingKey: 'taxes' },
  { id: 'crypto', name: 'Crypto Accounting & Taxes', bookingKey: 'crypto' },
] as const;

export type Service = (typeof services)[number];
export type ServiceId = Service['id'];
export type ServiceName = Service['name'];
/** Keys of the booking pages in the site config (docs/product.md, "Booking links"). */
export type BookingKey = Service['bookingKey'];

export const serviceNames = services.map((service) => service.name) as unknown as readonly [ServiceName, ...ServiceName[]];

export const defaultServiceId: ServiceId = 'accounting';

export function isServiceId(value: unknown): value is ServiceId {
  return services.some((service) => service.id === value);
}

/** The service for an id, falling back to accounting for unknown or missing ids (docs/product.md, "Unknown service ids"). */
export function serviceById(id: string | undefined): Service {
  return services.find((service) => service.id === id) ?? services[2];
}
