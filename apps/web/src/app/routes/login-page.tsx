import { LoginView } from '../../features/auth/components/login-view';

export const LoginPage = () => <LoginView />;
