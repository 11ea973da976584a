import {
  TodoAddBodySchema,
  TodoAnswerSchema,
  TodoDeleteBodySchema,
  TodoDeletedAnswerSchema,
  TodoListAnswerSchema,
  TodoListQuerySchema,
  TodoOneQuerySchema,
  TodoReorderBodySchema,
  TodoTagAddBodySchema,
  TodoTagAnswerSchema,
  TodoTagDeleteBodySchema,
  TodoTagListAnswerSchema,
  TodoUpdateBodySchema,
} from "@sannidhi/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireRole } from "../../plugins/auth.js";
import { toTagDto, toTodoDto } from "./todo.dto.js";
import * as todo from "./todo.service.js";

const ok = "success" as const;
/** The todo list is every staff member's own (issue 12); devotees never see it. */
const staff = requireRole(["SA", "admin", "editor"], "own");

/** Spec section 7 todo calls, at their paths: reads are GET, every write a POST. */
export const todoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/todo/all",
    {
      ...staff,
      schema: { querystring: TodoListQuerySchema, response: { 200: TodoListAnswerSchema } },
    },
    async (req) => {
      const { rows, total } = await todo.listTodos(ctx, req.user!, req.query);
      return { status: ok, data: rows.map(toTodoDto), meta: { total } };
    },
  );

  app.get(
    "/todo",
    { ...staff, schema: { querystring: TodoOneQuerySchema, response: { 200: TodoAnswerSchema } } },
    async (req) => ({
      status: ok,
      data: toTodoDto(await todo.getTodo(ctx, req.user!, req.query.id)),
    }),
  );

  app.post(
    "/todo/add",
    { ...staff, schema: { body: TodoAddBodySchema, response: { 200: TodoAnswerSchema } } },
    async (req) => ({
      status: ok,
      data: toTodoDto(await todo.addTodo(ctx, req.user!, req.body.todo)),
    }),
  );

  app.post(
    "/todo/update",
    { ...staff, schema: { body: TodoUpdateBodySchema, response: { 200: TodoAnswerSchema } } },
    async (req) => ({
      status: ok,
      data: toTodoDto(await todo.updateTodo(ctx, req.user!, req.body.todo)),
    }),
  );

  app.post(
    "/todo/delete",
    {
      ...staff,
      schema: { body: TodoDeleteBodySchema, response: { 200: TodoDeletedAnswerSchema } },
    },
    async (req) => {
      await todo.deleteTodo(ctx, req.user!, req.body.todo.id);
      return { status: ok, data: { id: req.body.todo.id } };
    },
  );

  app.post(
    "/todo/reorder",
    { ...staff, schema: { body: TodoReorderBodySchema, response: { 200: TodoListAnswerSchema } } },
    async (req) => {
      const ids = req.body.todoList.map((t) => t.id);
      const rows = await todo.reorderTodos(ctx, req.user!, ids);
      return { status: ok, data: rows.map(toTodoDto), meta: { total: rows.length } };
    },
  );

  app.get(
    "/todo/tag",
    { ...staff, schema: { response: { 200: TodoTagListAnswerSchema } } },
    async () => ({ status: ok, data: (await todo.listTags(ctx)).map(toTagDto) }),
  );

  app.post(
    "/todo/tag/add",
    { ...staff, schema: { body: TodoTagAddBodySchema, response: { 200: TodoTagAnswerSchema } } },
    async (req) => ({
      status: ok,
      data: toTagDto(await todo.addTag(ctx, req.user!, req.body.tag.name)),
    }),
  );

  app.post(
    "/todo/tag/delete",
    {
      ...staff,
      schema: { body: TodoTagDeleteBodySchema, response: { 200: TodoDeletedAnswerSchema } },
    },
    async (req) => {
      await todo.deleteTag(ctx, req.user!, req.body.tag.id);
      return { status: ok, data: { id: req.body.tag.id } };
    },
  );
};
