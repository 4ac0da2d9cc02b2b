import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import * as Yup from 'yup';
import { errorMessage } from '../api/client';
import FocusFirstError from '../components/FocusFirstError';
import FormField from '../components/FormField';
import { useToast } from '../lib/useToast';
import { LOGIN_MESSAGES as MESSAGES } from '../lib/serverFormConstants';
import { logIn, rememberAdmin } from './api';

export const loginSchema = Yup.object({
  username: Yup.string().min(1, MESSAGES.username).required(MESSAGES.username),
  password: Yup.string().min(1, MESSAGES.password).required(MESSAGES.password),
});

export default function LoginForm() {
  const { mutate } = useSWRConfig();
  const show = useToast();
  const [failure, setFailure] = useState('');

  const login = async (values) => {
    setFailure('');
    try {
      const body = await logIn(values);
      show({ title: 'Welcome!', description: 'Successfully logged in to admin dashboard.' });
      await rememberAdmin(mutate, body);
    } catch (error) {
      setFailure(errorMessage(error, 'Login failed'));
    }
  };

  return (
    <main className="admin-login">
      <title>Admin Login · Voltcart</title>
      <div className="admin-login__card">
        <p className="admin-login__brand">Voltcart</p>
        <h1>Admin Login</h1>
        <Formik initialValues={{ username: '', password: '' }} validationSchema={loginSchema} onSubmit={login}>
          {({ isSubmitting }) => (
            <Form noValidate className="admin-form">
              <FocusFirstError />
              {failure && (
                <div role="alert" className="admin-alert">
                  {failure}
                </div>
              )}
              <FormField name="username" label="Username" autoComplete="username" autoFocus />
              <FormField name="password" type="password" label="Password" autoComplete="current-password" />
              <button type="submit" className="admin-btn admin-btn--primary admin-btn--block" disabled={isSubmitting}>
                {isSubmitting ? 'Logging in...' : 'Login'}
              </button>
            </Form>
          )}
        </Formik>
      </div>
    </main>
  );
}
