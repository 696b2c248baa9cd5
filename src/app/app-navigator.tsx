import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setAppNavigator } from '../lib/app-navigation.ts';

/** Inside the router: in-app links (lib/app-navigation.ts) go through react-router from now on. */
export function AppNavigator() {
  const navigate = useNavigate();
  useEffect(() => setAppNavigator((to) => void navigate(to)), [navigate]);
  return null;
}
