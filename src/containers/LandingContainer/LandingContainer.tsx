import { useNavigate } from 'react-router-dom';

import { LandingView } from '../../components/views/LandingView';
import { usePage } from '../shared/usePage';

/** Route `/`: the landing page; 'Iniciar Votação' goes to /login. */
export function LandingContainer() {
  const navigate = useNavigate();
  usePage(null);
  return <LandingView onStart={() => navigate('/login')} />;
}
