import { expect, test } from '@playwright/test';
import { createParticipant, latestEmailTo, signInThroughForm, uniqueName } from './support';

test('a new participant signs up in Portuguese, signs in, edits the username, switches to English and signs out', async ({
  page,
}) => {
  const username = uniqueName('Ana');
  const email = `${username.toLowerCase()}@e2e.test`;
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();

  await page.getByRole('button', { name: 'Cadastre-se' }).click();
  await page.getByRole('textbox', { name: 'Nome de usuário' }).fill(username);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('minha-senha-1');
  // Brazil is preselected: the state appears, and the city is a dropdown of its municipalities.
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Minas Gerais' }).click();
  await page.getByRole('combobox', { name: 'Cidade' }).fill('Belo Hori');
  await page.getByRole('option', { name: 'Belo Horizonte' }).click();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Conta criada com sucesso! Você já pode fazer login.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('minha-senha-1');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  await expect(page.getByTestId('dashboard-greeting')).toHaveText(`Olá, ${username}!`);
  await expect(page.getByTestId('card-active-contests')).toContainText('Concursos Ativos');

  await page.getByRole('link', { name: 'Configurações' }).click();
  const newName = uniqueName('Ana Paula ');
  await page.getByRole('textbox', { name: 'Nome de usuário' }).fill(newName);
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByText('Perfil atualizado com sucesso')).toBeVisible();
  await expect(page.getByTestId('signed-in-username')).toHaveText(newName);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('dashboard-greeting')).toHaveText(`Hello, ${newName}!`);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // The choice of language is remembered.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('a participant resets a forgotten password with the link from the outbox', async ({ page, request }) => {
  const account = await createParticipant(request);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Esqueceu a senha?' }).click();
  await expect(page.getByText('Por favor, insira seu email').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('button', { name: 'Esqueceu a senha?' }).click();
  await expect(
    page.getByText('Instruções para redefinir a senha foram enviadas para o seu email'),
  ).toBeVisible();

  const email = await latestEmailTo(request, account.email, 'Redefinição de senha do Jurado');
  const link = /(http\S+\/reset-password\?token=\S+)/.exec(email.text)![1];

  await page.goto(link);
  await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('nova-senha-123');
  await page.getByRole('textbox', { name: 'Confirme a nova senha' }).fill('outra-coisa-123');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('As senhas não coincidem')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirme a nova senha' }).fill('nova-senha-123');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('Senha redefinida com sucesso!')).toBeVisible();
  await expect(page.getByText('Redirecionando para o login...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

  await signInThroughForm(page, account.email, 'nova-senha-123');
  await expect(page).toHaveURL(/\/participant\/dashboard$/);

  // The same link cannot be used twice.
  await page.goto(link);
  await expect(page).toHaveURL(/\/participant\/dashboard$|\/login$/);
});

test('a participant who opens an admin screen lands on their own home', async ({ page, request }) => {
  const account = await createParticipant(request);
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  await page.goto('/admin/contests');
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  await page.goto('/judge/photo');
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
});

test('a wrong password shows the translated error and no one is signed in', async ({ page, request }) => {
  const account = await createParticipant(request);
  await signInThroughForm(page, account.email, 'wrong-password');
  await expect(page.getByRole('alert')).toHaveText('Email ou senha inválidos');
  await expect(page).toHaveURL(/\/login$/);
});

test('a participant changes the email with the current password and confirms it from the new address', async ({
  page,
  request,
}) => {
  const account = await createParticipant(request);
  await signInThroughForm(page, account.email, account.password);
  await page.getByRole('link', { name: 'Configurações' }).click();
  await expect(page.getByLabel('Senha atual')).toHaveCount(0);
  const newEmail = `${uniqueName('novo').toLowerCase()}@e2e.test`;
  await page.getByRole('textbox', { name: 'Email' }).fill(newEmail);
  // A new email asks for the current password.
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByText('Digite sua senha atual')).toBeVisible();
  await page.getByLabel('Senha atual').fill(account.password);
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(
    page.getByText(`Enviamos um link de confirmação para ${newEmail}.`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByTestId('pending-email')).toContainText(newEmail);

  // The old address is told of the change (the test waits until that email is there).
  await latestEmailTo(request, account.email, 'Pedido de troca do email da sua conta no Jurado');
  const confirmation = await latestEmailTo(request, newEmail);
  const link = /(http\S+\/confirm-email\?token=\S+)/.exec(confirmation.text)![1];
  await page.goto(link);
  await expect(page.getByText('Email alterado')).toBeVisible();
  await expect(page.getByText(`A partir de agora, entre com ${newEmail}.`)).toBeVisible();
  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('Este link de confirmação é inválido');
});
