import { Link } from 'react-router';
import { paths } from '../app/paths';
import { PageContainer } from './page-container';

export function NotFoundScreen() {
  return (
    <PageContainer title="Page not found" narrow>
      <p className="text-body-secondary">The page you asked for does not exist or has moved.</p>
      <Link to={paths.index} className="btn btn-primary">
        Go to the start page
      </Link>
    </PageContainer>
  );
}
