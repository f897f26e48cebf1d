import { NotFoundPage, notFoundMetadata } from '../not-found-page';

export const metadata = notFoundMetadata('es-US');

export default function NotFound() {
  return <NotFoundPage locale="es-US" />;
}
