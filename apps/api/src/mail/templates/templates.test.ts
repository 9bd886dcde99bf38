import { describe, expect, it } from 'vitest';
import { bookingNoticeMail } from './booking-notices';
import { invitationMail } from './invitation';
import { escapeHtml, formatJapanTime } from './layout';
import { passwordResetMail } from './password-reset';
import { trialEntryConfirmationMail } from './trial-entry-confirmation';

describe('mail templates', () => {
  it('escape every character that could open markup or an attribute', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('write the expiry in Japan time', () => {
    expect(formatJapanTime(new Date('2026-11-23T15:30:00Z'))).toBe('2026年11月24日 00:30');
  });

  it('address the visitor politely, name both links, and sign as the operations office', () => {
    const mail = trialEntryConfirmationMail({
      companyName: '株式会社テスト広告',
      department: '営業部',
      familyName: '山田',
      givenName: '花子',
      confirmUrl: 'https://tvcm.example.jp/public/pages/entry?token=c',
      withdrawUrl: 'https://tvcm.example.jp/public/pages/entry/terminate?token=w',
      expiresAt: new Date('2026-11-23T15:30:00Z'),
    });
    expect(mail.text.startsWith('株式会社テスト広告\n営業部\n山田 花子 様\n')).toBe(true);
    expect(mail.text).toContain('2026年11月24日 00:30 まで');
    expect(mail.text).toContain('https://tvcm.example.jp/public/pages/entry/terminate?token=w');
    expect(mail.text.trimEnd().endsWith('──────────────────────────')).toBe(true);
    expect(mail.text).toContain('tvcm-market 運営事務局');
    expect(mail.html).toContain('<html lang="ja">');

    const reset = passwordResetMail({ displayName: '佐藤 一郎', resetUrl: 'https://x/?a=1&b=2', expiresAt: new Date() });
    expect(reset.subject).toBe('【tvcm-market】パスワード再設定のご案内');
    expect(reset.html).toContain('href="https://x/?a=1&amp;b=2"');
  });

  it('tell the other side of a booking what happened, with the covering message and the way to it', () => {
    const mail = bookingNoticeMail({
      event: 'contractNotice',
      displayName: '山田 太郎',
      applicationNumber: 'A20261123-000012',
      stationName: 'みなとテレビ',
      counterpartName: 'みなとテレビ',
      url: 'https://tvcm.example.jp/agency/bookings/12',
      message: '1件のみ成立です。\nご確認ください。',
    });
    expect(mail.subject).toBe('【tvcm-market】契約成立のお知らせ');
    expect(mail.text).toContain('申込番号：A20261123-000012');
    expect(mail.text).toContain('ご確認ください。');
    expect(mail.text).toContain('https://tvcm.example.jp/agency/bookings/12');
  });

  it('tell an invited user who added them, their login id, the link and until when it works', () => {
    const mail = invitationMail({
      displayName: '鈴木 花子',
      account: 'hanako@example.jp',
      companyName: '株式会社みなと放送',
      inviterName: '高橋 健太',
      setPasswordUrl: 'https://tvcm.example.jp/public/pages/password_reset?token=t&x=<y>',
      expiresAt: new Date('2026-11-23T15:30:00Z'),
    });
    expect(mail.subject).toBe('【tvcm-market】アカウント登録のご案内');
    expect(mail.text.startsWith('鈴木 花子 様\n')).toBe(true);
    expect(mail.text).toContain('株式会社みなと放送 の 高橋 健太 様より');
    expect(mail.text).toContain('ログインID：hanako@example.jp');
    expect(mail.text).toContain('2026年11月24日 00:30 まで');
    expect(mail.text).toContain('tvcm-market 運営事務局');
    expect(mail.html).toContain('href="https://tvcm.example.jp/public/pages/password_reset?token=t&amp;x=&lt;y&gt;"');
  });
});
