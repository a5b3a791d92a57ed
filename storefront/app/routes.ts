import { index, route, type RouteConfig } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  route('search/*', 'routes/search.tsx'),
  route('special-offers', 'routes/search.tsx', { id: 'routes/special-offers' }),
  route('used-car/*', 'routes/search.tsx', { id: 'routes/used-car' }),
  route('search-api/*', 'routes/search-api.ts'),
  route('cars/:slug', 'routes/car.tsx'),
  route('pages/:slug', 'routes/store-page.tsx'),
  route('preview/:collection/:id', 'routes/preview.tsx'),
  route('demo-photos/*', 'routes/demo-photo.ts'),
  route('media/:file', 'routes/media.ts'),
  route('api/content-invalidate', 'routes/api.content-invalidate.ts'),
  route('api/leads', 'routes/api.leads.ts'),
  route('api/events', 'routes/api.events.ts'),
  route('api/test-drive-slots', 'routes/api.test-drive-slots.ts'),
  route('contact', 'routes/contact.tsx'),
  route('contact-us/:location', 'routes/contact.tsx', { id: 'routes/contact-location' }),
  route('success', 'routes/success.tsx'),
  route('healthz', 'routes/healthz.ts'),
  route('*', 'routes/cms-page.tsx'),
] satisfies RouteConfig
