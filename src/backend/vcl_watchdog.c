/* SPDX-License-Identifier: MIT */
/*
 * The kernel-time watchdog of a session process (--max-kernel-time, docs/security.md): every kernel
 * launch's event is followed until the command completes; a command that has been submitted or
 * running on the device for longer than the limit (a kernel that never ends, or one far longer
 * than the operator allows) ends the session: the guest is disconnected and the process exits,
 * which takes its device context, and with it the kernel, away.
 *
 * In-order queues run their commands one after another, so only the oldest unfinished launch of a
 * queue is timed, from the moment the watchdog first sees it submitted or running (a launch that
 * waits for a user event is not running). Finished launches leave at the watchdog's next look.
 */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "vcl_be.h"

/* Most launches followed at once: past it newer launches go unwatched until older ones finish. */
#define VCL_WATCH_MAX (1u << 20)
/* Most queues followed: a guest's further queues go unwatched. */
#define VCL_WATCH_QUEUES 256

struct watch {
	struct watch *next;
	cl_event ev;
	/* or NULL: complete when nothing ev waits for is left (a marker enqueued just before it, on
	 * its wait list); from then on ev runs, whatever its status says (PoCL 3.1 keeps a command
	 * buffer's event CL_QUEUED while its kernels run) */
	cl_event start;
};

/* One queue's launches, oldest first: an in-order queue finishes them in this order, so the
 * watchdog looks at the head only. */
struct wqueue {
	cl_command_queue q;
	struct watch *head, **tail;
	double since; /* the head first seen submitted or running; 0: not yet */
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct wqueue queues[VCL_WATCH_QUEUES];
static unsigned nqueues, count;
static unsigned limit_s;

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

bool vcl_be_watching(struct vcl_be_ctx *x)
{
	(void)x;
	return limit_s != 0;
}

void vcl_be_launched(struct vcl_be_ctx *x, cl_command_queue q, cl_event ev)
{
	vcl_be_launched_after(x, q, ev, NULL);
}

void vcl_be_launched_after(struct vcl_be_ctx *x, cl_command_queue q, cl_event ev, cl_event start)
{
	struct wqueue *wq = NULL;
	struct watch *w;
	cl_device_id dev = NULL;

	/* the status tool's launch counts, by device (the queue's device: a field the driver keeps) */
	VCL_STAT_ADD(vcl_stats, kernels, 1);
	if (clGetCommandQueueInfo(q, CL_QUEUE_DEVICE, sizeof(dev), &dev, NULL) == CL_SUCCESS) {
		cl_uint i = 0;
		while (i < x->s->d->ndev && x->s->d->devices[i] != dev)
			i++;
		if (i < x->s->d->ndev)
			VCL_STAT_ADD(vcl_stats, kernels_dev[i < VCL_STATS_MAX_DEV ? i : VCL_STATS_MAX_DEV - 1], 1);
	}
	if (!limit_s || !ev || count >= VCL_WATCH_MAX || !(w = malloc(sizeof(*w))))
		return;
	w->next = NULL;
	w->ev = ev;
	w->start = start;
	pthread_mutex_lock(&lock);
	for (unsigned i = 0; i < nqueues && !wq; i++)
		if (queues[i].q == q)
			wq = &queues[i];
	if (!wq && nqueues < VCL_WATCH_QUEUES) {
		wq = &queues[nqueues++];
		wq->q = q;
		wq->head = NULL;
		wq->tail = &wq->head;
		wq->since = 0;
		clRetainCommandQueue(q);
	}
	if (wq) {
		clRetainEvent(ev);
		if (start)
			clRetainEvent(start);
		*wq->tail = w;
		wq->tail = &w->next;
		count++;
		w = NULL;
	}
	pthread_mutex_unlock(&lock);
	free(w);
}

static void *watchdog_main(void *arg)
{
	struct vcl_daemon *d = arg;
	unsigned period_ms = limit_s >= 4 ? 1000 : 250;

	for (;;) {
		double t;

		usleep(period_ms * 1000);
		t = now_s();
		pthread_mutex_lock(&lock);
		for (unsigned i = 0; i < nqueues; i++) {
			struct wqueue *wq = &queues[i];
			struct watch *w;
			cl_int st = CL_COMPLETE;

			/* finished launches leave; the first unfinished one is timed */
			while ((w = wq->head)) {
				if (clGetEventInfo(w->ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st),
						   &st, NULL) == CL_SUCCESS && st > CL_COMPLETE)
					break;
				wq->head = w->next;
				if (!wq->head)
					wq->tail = &wq->head;
				count--;
				wq->since = 0;
				clReleaseEvent(w->ev);
				if (w->start)
					clReleaseEvent(w->start);
				free(w);
			}
			if (w && w->start) {
				cl_int s0 = CL_QUEUED;
				if (clGetEventInfo(w->start, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(s0),
						   &s0, NULL) == CL_SUCCESS && s0 <= CL_COMPLETE)
					st = CL_RUNNING;
			}
			if (!w || st > CL_SUBMITTED) /* nothing, or waiting for what it depends on */
				continue;
			if (!wq->since) {
				wq->since = t;
			} else if (t - wq->since > limit_s) {
				pthread_mutex_unlock(&lock);
				vcl_log("session %u: a kernel has run for more than %u s "
					"(--max-kernel-time): ending the session", d->next_session, limit_s);
				vcl_daemon_end_sessions(d, "a kernel ran too long");
				/* the kernel never gives the device back to the driver: the process goes,
				 * and its device context with it */
				_exit(3);
			}
		}
		pthread_mutex_unlock(&lock);
	}
	return NULL;
}

int vcl_watchdog_start(struct vcl_daemon *d, unsigned max_kernel_s)
{
	pthread_t th;

	limit_s = max_kernel_s;
	if (!limit_s)
		return 0;
	if (pthread_create(&th, NULL, watchdog_main, d))
		return -1;
	pthread_detach(th);
	return 0;
}
