import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { langPath, useLang } from '@tomaru/ui/lang';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { usePageTitle } from '@tomaru/ui/title';
import { HrefLink } from '@tomaru/ui/url';
import { EntityHistory } from '../../../shared/history/entity-history';
import { InventoryStyles } from '../../../shared/inventory/localized-tabs';
import { questionQuery, questionsQuery } from '../api/questions';
import type { QuestionIdSearch } from '../search';
import { QuestionForm } from './question-form';

function useQuestionHref() {
  const { basePath } = useBackOffice();
  const lang = useLang();
  return (rest: string) => langPath(lang, `${basePath}/${rest}`);
}

/** `question`: the hotel's free-text questions, each with its edit screen. */
export function QuestionsPage() {
  const { t } = useLingui();
  const { viewer, entityId } = useBackOffice();
  const href = useQuestionHref();
  const { questions } = useSuspenseQuery(questionsQuery(viewer, entityId)).data;
  usePageTitle(t`質問`);
  return (
    <div className="inv-page">
      <InventoryStyles />
      <h1>
        <Trans>質問</Trans>
      </h1>
      <p>
        <Trans>
          予約のときにお客様に自由に答えていただく質問です。選択式の質問は「オプション」で作成します。
        </Trans>
      </p>
      {viewer !== 'union' ? (
        <div className="inv-actions">
          <HrefLink className="button" href={href('question/create')}>
            <Trans>質問を作成</Trans>
          </HrefLink>
        </div>
      ) : null}
      {questions.length === 0 ? (
        <p>
          <Trans>質問はまだありません。</Trans>
        </p>
      ) : (
        <div className="inv-scroll">
          <table className="inv-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>質問</Trans>
                </th>
                <th scope="col">
                  <Trans>回答必須</Trans>
                </th>
                <th scope="col">
                  <Trans>操作</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {questions.map((q) => (
                <tr key={q.question_id}>
                  <td>{q.texts.ja}</td>
                  <td>{q.mandatory ? <Trans>必須</Trans> : <Trans>任意</Trans>}</td>
                  <td>
                    <HrefLink
                      href={href(`question/edit?id=${q.question_id}`)}
                      aria-label={t`${q.texts.ja}を編集`}
                    >
                      <Trans>編集</Trans>
                    </HrefLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function Back() {
  const href = useQuestionHref();
  return (
    <p>
      <HrefLink href={href('question')}>
        <Trans>質問一覧へ戻る</Trans>
      </HrefLink>
    </p>
  );
}

/** `question/edit?id=`: the question's form and its history. */
export function QuestionEditPage({ search }: RemotePageProps<QuestionIdSearch>) {
  const { t } = useLingui();
  const { viewer, entityId } = useBackOffice();
  const { question, languages } = useSuspenseQuery(questionQuery(viewer, entityId, search.id)).data;
  usePageTitle(t`質問の編集`);
  return (
    <div className="inv-page">
      <InventoryStyles />
      <h1>
        <Trans>質問の編集</Trans>
      </h1>
      <Back />
      <QuestionForm key={question.question_id} question={question} languages={languages} />
      <EntityHistory entity="question" entityId={question.question_id} />
    </div>
  );
}

/** `question/create`: an empty form in the hotel's languages. */
export function QuestionCreatePage() {
  const { t } = useLingui();
  const { viewer, entityId } = useBackOffice();
  const { languages } = useSuspenseQuery(questionsQuery(viewer, entityId)).data;
  usePageTitle(t`質問を作成`);
  return (
    <div className="inv-page">
      <InventoryStyles />
      <h1>
        <Trans>質問を作成</Trans>
      </h1>
      <Back />
      <QuestionForm languages={languages} />
    </div>
  );
}
