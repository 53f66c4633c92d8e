import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '../../features/errors/components/error-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLocalizePath } from '../../lib/use-route-language';

function useHomePath(): string {
  return useLocalizePath()('/');
}

export function NotFoundRoute() {
  useDocumentTitle('404');
  return <ErrorPage status={404} homePath={useHomePath()} />;
}

/** Errors thrown while loading or rendering a page keep the header and footer around them. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useDocumentTitle(String(status));
  return <ErrorPage status={status} homePath={useHomePath()} />;
}
