import { lazyPage } from '@tomaru/ui/lazy-page';
import { type AnyRemoteRoute, type LoaderContext, route } from '@tomaru/ui/remote';
import { questionQuery, questionsQuery } from './api/questions';
import { type QuestionIdSearch, questionIdSearch } from './search';

const QuestionsPage = lazyPage(() => import('./components/questions-page'), 'QuestionsPage');
const QuestionEditPage = lazyPage(() => import('./components/questions-page'), 'QuestionEditPage');
const QuestionCreatePage = lazyPage(() => import('./components/questions-page'), 'QuestionCreatePage');

async function loadList({ queryClient, frame }: LoaderContext<unknown>) {
  if (!frame) return false;
  await queryClient.ensureQueryData(questionsQuery(frame.viewer, frame.entityId));
  return true;
}

/** The question item (decision 043): the list, edit (`question/edit?id=`) and create. */
export const questionRoutes: readonly AnyRemoteRoute[] = [
  route({ path: 'question', loader: loadList, component: QuestionsPage }),
  route({
    path: 'question/edit',
    search: questionIdSearch,
    loader: async ({ queryClient, frame, search }: LoaderContext<QuestionIdSearch>) => {
      if (!frame) return false;
      try {
        await queryClient.ensureQueryData(questionQuery(frame.viewer, frame.entityId, search.id));
        return true;
      } catch {
        return false;
      }
    },
    component: QuestionEditPage,
  }),
  route({ path: 'question/create', loader: loadList, component: QuestionCreatePage }),
];
