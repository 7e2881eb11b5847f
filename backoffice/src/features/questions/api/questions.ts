import { queryOptions } from '@tanstack/react-query';
import type { CreateQuestionBody, UpdateQuestionBody } from '@tomaru/domain/schemas/options';
import type { StaffKind } from '@tomaru/ui/api';
import { client, json } from '@tomaru/ui/client';

const api = (viewer: StaffKind) => client(viewer).api.api;

/** The hotel's free-text questions and its languages. */
export const questionsQuery = (viewer: StaffKind, hotelId: number) =>
  queryOptions({
    queryKey: ['questions', viewer, hotelId],
    queryFn: async () => json(api(viewer).getquestionsall.$get({ query: { hotel_id: String(hotelId) } })),
  });

export const questionQuery = (viewer: StaffKind, hotelId: number, questionId: number) =>
  queryOptions({
    queryKey: ['questions', viewer, hotelId, questionId],
    queryFn: async () =>
      json(
        api(viewer).getquestion.$get({
          query: { hotel_id: String(hotelId), question_id: String(questionId) },
        }),
      ),
  });

export const createQuestion = async (viewer: StaffKind, body: CreateQuestionBody) =>
  json(api(viewer).createquestion.$post({ json: body }));
export const updateQuestion = async (viewer: StaffKind, body: UpdateQuestionBody) =>
  json(api(viewer).updatequestion.$post({ json: body }));
export const deleteQuestion = async (viewer: StaffKind, body: { hotel_id: number; question_id: number }) =>
  json(api(viewer).deletequestion.$post({ json: body }));
