/* generated from api/opencl.api by tools/gen/gen.py, do not edit */
#include "vcl_be.h"
#include "vn_backend.h"

/* Where the decoder failed first: the parameter being decoded (its log line names it). */
#define VN_AT(name)                \
    do {                           \
        if (d->err && !at)         \
            at = (name);           \
    } while (0)

/* A malformed message: ends the session, logging the call, the parameter and the check. */
static int vn_dec_failed(struct vcl_be_ctx *x, const char *param)
{
    return vcl_be_violation(x, "parameter %s: %s", param ? param : "?",
                            x->dec.why ? x->dec.why : "malformed");
}

static int vn_be_clGetContextInfo(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_context context;
    cl_context_info param_name;
    size_t param_value_size;
    void* param_value = NULL;
    bool param_value_want;
    bool param_value_size_ret_want;
    const char *at = NULL;
    cl_int ret;

    context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    vcl_dec_val(d, &param_name, sizeof(param_name));
    VN_AT("param_name");
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    VN_AT("param_value_size");
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    VN_AT("param_value");
    param_value_size_ret_want = vcl_dec_want(d);
    VN_AT("param_value_size_ret");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(x, VN_OP_clGetContextInfo, param_name)) {
        ret = CL_INVALID_VALUE;
    } else if (param_value_want && param_value_size && param_value_size <= sizeof(x->info_small) &&
               vcl_be_info_exact(VN_OP_clGetContextInfo, param_name) &&
               (clGetContextInfo(context, param_name, param_value_size, x->info_small, &need)) == CL_SUCCESS) {
        ret = CL_SUCCESS;
        val = need ? x->info_small : NULL;
    } else {
        need = 0;
        ret = clGetContextInfo(context, param_name, 0, NULL, &need);
        if (ret == CL_SUCCESS && need) {
            if (!(val = vcl_be_scratch(x, need, 1)))
                ret = CL_OUT_OF_HOST_MEMORY;
            else
                ret = clGetContextInfo(context, param_name, need, val, &need);
        }
    }
    return vcl_be_info_reply(x, VN_OP_clGetContextInfo, param_name, ret, val, need, param_value_size, param_value_want, param_value_size_ret_want);
}

static int vn_be_clCreateCommandQueueWithProperties(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    uint64_t newid;
    cl_command_queue newh;
    cl_context context;
    cl_device_id device;
    const cl_queue_properties* properties;
    cl_int errcode = CL_SUCCESS;
    const char *at = NULL;
    cl_int ret;

    newid = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    device = (cl_device_id)vcl_be_dec_obj(x, VN_T_DEVICE, false);
    VN_AT("device");
    properties = (const cl_queue_properties*)vcl_be_dec_props(x, sizeof(cl_queue_properties));
    VN_AT("properties");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    newh = clCreateCommandQueueWithProperties(context, device, properties, &errcode);
    ret = errcode;
    if (ret == CL_SUCCESS)
        vcl_be_bind(x, newid, VN_T_QUEUE, newh);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

static int vn_be_clRetainMemObject(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clRetainMemObject a;
    const char *at = NULL;

    a.memobj = vcl_dec_u64(d);
    VN_AT("memobj");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clRetainMemObject(x, &a);
}

static int vn_be_clCreateImage(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clCreateImage a;
    const char *at = NULL;

    a.id = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    a.context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    vcl_dec_val(d, &a.flags, sizeof(a.flags));
    VN_AT("flags");
    vcl_dec_val(d, &a.image_format, sizeof(a.image_format));
    VN_AT("image_format");
    vcl_dec_val(d, &a.image_desc, sizeof(a.image_desc));
    a.image_desc.mem_object = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, true); /* never the guest's pointer */
    VN_AT("image_desc");
    a.host_ptr.p = vcl_dec_bulk(d, &a.host_ptr.len, &a.host_ptr.off);
    if (a.host_ptr.p)
        vcl_be_bulk(x, a.host_ptr.len, a.host_ptr.off);
    VN_AT("host_ptr");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clCreateImage(x, &a);
}

static int vn_be_clCreateBuffer(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clCreateBuffer a;
    const char *at = NULL;

    a.id = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    a.context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    vcl_dec_val(d, &a.flags, sizeof(a.flags));
    VN_AT("flags");
    vcl_dec_val(d, &a.size, sizeof(a.size));
    VN_AT("size");
    a.host_ptr_svm = vcl_dec_u64(d);
    VN_AT("host_ptr");
    a.host_ptr.p = vcl_dec_bulk(d, &a.host_ptr.len, &a.host_ptr.off);
    if (a.host_ptr.p)
        vcl_be_bulk(x, a.host_ptr.len, a.host_ptr.off);
    VN_AT("host_ptr");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (a.host_ptr.p && a.host_ptr.len != (uint64_t)a.size)
        return vcl_be_violation(x, "parameter host_ptr: %llu bytes of data, size is %llu", (unsigned long long)a.host_ptr.len, (unsigned long long)a.size);
    return vcl_be_h_clCreateBuffer(x, &a);
}

static int vn_be_clCreateProgramWithBinary(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clCreateProgramWithBinary a;
    const char *at = NULL;

    a.id = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    a.context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    vcl_dec_val(d, &a.num_devices, sizeof(a.num_devices));
    VN_AT("num_devices");
    a.device_list = (const cl_device_id*)vcl_be_dec_objs(x, VN_T_DEVICE, a.num_devices);
    VN_AT("device_list");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (a.num_devices < 1 || a.num_devices > VCL_MAX_PROGRAM_PARTS)
        return vcl_be_violation(x, "parameter binaries: %llu items, 1 to %llu allowed", (unsigned long long)a.num_devices, (unsigned long long)VCL_MAX_PROGRAM_PARTS);
    {
        size_t *lens = vcl_be_scratch(x, a.num_devices, sizeof(*lens));

        a.binaries = vcl_be_scratch(x, a.num_devices, sizeof(*a.binaries));
        a.lengths = lens;
        if (!a.binaries || !lens)
            return -EPROTO;
        for (uint64_t i = 0; i < a.num_devices; i++) {
            uint64_t len;

            a.binaries[i] = vcl_be_dec_large(x, &len);
            lens[i] = (size_t)len;
            if (x->broken)
                return -EPROTO;
            if (!a.binaries[i] && !d->err)
                return vcl_be_violation(x, "parameter binaries: item %llu absent", (unsigned long long)i);
        }
    }
    VN_AT("binaries");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clCreateProgramWithBinary(x, &a);
}

static int vn_be_clCreateKernelsInProgram(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clCreateKernelsInProgram a;
    const char *at = NULL;

    a.program = (cl_program)vcl_be_dec_obj(x, VN_T_PROGRAM, false);
    VN_AT("program");
    vcl_dec_val(d, &a.num_kernels, sizeof(a.num_kernels));
    VN_AT("num_kernels");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (a.num_kernels > VCL_MAX_PROGRAM_PARTS)
        return vcl_be_violation(x, "parameter kernels: %llu new IDs, at most %llu", (unsigned long long)a.num_kernels, (unsigned long long)VCL_MAX_PROGRAM_PARTS);
    a.kernels = NULL;
    if (vcl_dec_want(d) && a.num_kernels) {
        uint64_t *ids = vcl_be_scratch(x, a.num_kernels, sizeof(*ids));

        if (!ids)
            return -EPROTO;
        for (uint64_t i = 0; i < a.num_kernels; i++)
            if (!(ids[i] = vcl_be_dec_newid(x, false)))
                return d->err ? vn_dec_failed(x, "kernels") : -EPROTO;
        a.kernels = ids;
    }
    VN_AT("kernels");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clCreateKernelsInProgram(x, &a);
}

static int vn_be_clSetKernelArg(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clSetKernelArg a;
    const char *at = NULL;

    a.kernel = (cl_kernel)vcl_be_dec_obj(x, VN_T_KERNEL, false);
    VN_AT("kernel");
    vcl_dec_val(d, &a.arg_index, sizeof(a.arg_index));
    VN_AT("arg_index");
    vcl_dec_val(d, &a.arg_size, sizeof(a.arg_size));
    VN_AT("arg_size");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    {
        uint64_t form = vcl_dec_u64(d);

        if (form > 1 && !d->err)
            return vcl_be_violation(x, "parameter arg_value: form %llu", (unsigned long long)form);
        a.arg_value_type = 0;
        a.arg_value_obj = form == 1 ? vcl_be_dec_obj_of(x, 1u << VN_T_MEM | 1u << VN_T_SAMPLER, "parameter arg_value", &a.arg_value_type) : NULL;
        a.arg_value = form == 1 ? vcl_dec_buf(d, &a.arg_value_len) : vcl_be_dec_large(x, &a.arg_value_len);
        if (x->broken)
            return -EPROTO;
        if (!d->err && form == 1 && (!a.arg_value || a.arg_size != sizeof(void *)))
            return vcl_be_violation(x, "parameter arg_value: a handle's value of %llu bytes", (unsigned long long)a.arg_size);
    }
    VN_AT("arg_value");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (a.arg_value && a.arg_value_len != (uint64_t)a.arg_size)
        return vcl_be_violation(x, "parameter arg_value: %llu bytes, arg_size is %llu", (unsigned long long)a.arg_value_len, (unsigned long long)a.arg_size);
    return vcl_be_h_clSetKernelArg(x, &a);
}

static int vn_be_clSetKernelExecInfo(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clSetKernelExecInfo a;
    const char *at = NULL;

    a.kernel = (cl_kernel)vcl_be_dec_obj(x, VN_T_KERNEL, false);
    VN_AT("kernel");
    vcl_dec_val(d, &a.param_name, sizeof(a.param_name));
    VN_AT("param_name");
    vcl_dec_val(d, &a.param_value_size, sizeof(a.param_value_size));
    VN_AT("param_value_size");
    a.param_value = vcl_dec_buf(d, &a.param_value_len);
    VN_AT("param_value");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (a.param_value && a.param_value_len != (uint64_t)a.param_value_size)
        return vcl_be_violation(x, "parameter param_value: %llu bytes, param_value_size is %llu", (unsigned long long)a.param_value_len, (unsigned long long)a.param_value_size);
    return vcl_be_h_clSetKernelExecInfo(x, &a);
}

static int vn_be_clCreateContextFromType(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clCreateContextFromType a;
    const char *at = NULL;

    a.id = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    a.properties = (const cl_context_properties*)vcl_be_dec_props(x, sizeof(cl_context_properties));
    VN_AT("properties");
    vcl_dec_val(d, &a.device_type, sizeof(a.device_type));
    VN_AT("device_type");
    a.pfn_notify_id = vcl_dec_u64(d);
    VN_AT("pfn_notify");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clCreateContextFromType(x, &a);
}

static int vn_be_clEnqueueFillImageLike(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_queue command_queue;
    cl_mem image;
    const void* pattern;
    uint64_t pattern_len;
    size_t pattern_size;
    const size_t* origin;
    cl_uint num_events_in_wait_list;
    const cl_event* event_wait_list;
    cl_event event_h = NULL;
    uint64_t event_id;
    const char *at = NULL;
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    image = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("image");
    pattern = vcl_dec_buf(d, &pattern_len);
    VN_AT("pattern");
    vcl_dec_val(d, &pattern_size, sizeof(pattern_size));
    VN_AT("pattern_size");
    origin = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("origin");
    vcl_dec_val(d, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    VN_AT("num_events_in_wait_list");
    event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events_in_wait_list);
    VN_AT("event_wait_list");
    event_id = vcl_be_dec_newid(x, true);
    VN_AT("event");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (pattern && pattern_len != (uint64_t)(pattern_size))
        return vcl_be_violation(x, "clEnqueueFillImageLike: pattern length differs from pattern_size");
    ret = clEnqueueFillImageLike(command_queue, image, pattern, pattern_size, origin, num_events_in_wait_list, event_wait_list, event_id ? &event_h : NULL);
    vcl_enc_i32(&x->rep, ret);
    if (ret == CL_SUCCESS && event_id)
        vcl_be_bind(x, event_id, VN_T_EVENT, event_h);
    else if (event_id && x->noreply)
        vcl_be_bind_failed_event(x, event_id, command_queue, ret);
    return 0;
}

static int vn_be_clEnqueueReadBufferRect(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clEnqueueReadBufferRect a;
    const char *at = NULL;

    a.event_id = vcl_be_dec_newid(x, true);
    VN_AT("event");
    a.command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    a.buffer = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("buffer");
    vcl_dec_val(d, &a.blocking_read, sizeof(a.blocking_read));
    VN_AT("blocking_read");
    a.region = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("region");
    vcl_dec_val(d, &a.num_events_in_wait_list, sizeof(a.num_events_in_wait_list));
    VN_AT("num_events_in_wait_list");
    a.event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, a.num_events_in_wait_list);
    VN_AT("event_wait_list");
    {
        uint64_t len = vcl_dec_u64(d);

        a.ptr.p = vcl_dec_bulk(d, &a.ptr.len, &a.ptr.off);
        if (a.ptr.p && a.ptr.len != len && !d->err)
            return vcl_be_violation(x, "parameter ptr: %llu bytes of data, its length says %llu", (unsigned long long)a.ptr.len, (unsigned long long)len);
        a.ptr.len = len;
    }
    if (a.ptr.p)
        vcl_be_bulk(x, a.ptr.len, a.ptr.off);
    VN_AT("ptr");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (a.ptr.len == 0 || (uint64_t)a.ptr.len > VCL_MAX_MSG)
        return vcl_be_violation(x, "parameter ptr: %llu bytes, 1 to VCL_MAX_MSG allowed", (unsigned long long)a.ptr.len);
    return vcl_be_h_clEnqueueReadBufferRect(x, &a);
}

static int vn_be_clCompileProgram(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clCompileProgram a;
    const char *at = NULL;

    a.program = (cl_program)vcl_be_dec_obj(x, VN_T_PROGRAM, false);
    VN_AT("program");
    vcl_dec_val(d, &a.num_devices, sizeof(a.num_devices));
    VN_AT("num_devices");
    a.device_list = (const cl_device_id*)vcl_be_dec_objs(x, VN_T_DEVICE, a.num_devices);
    VN_AT("device_list");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    a.files_count = vcl_dec_u64(d);
    a.files = NULL;
    if (a.files_count > 8 && !d->err)
        return vcl_be_violation(x, "parameter files: %llu items, at most %llu", (unsigned long long)a.files_count, (unsigned long long)8);
    if (a.files_count && !d->err) {
        struct vn_file *fl = vcl_be_scratch(x, a.files_count, sizeof(*fl));
        uint64_t total = 0;

        if (!fl)
            return -EPROTO;
        for (uint64_t i = 0; i < a.files_count && !d->err; i++) {
            fl[i].name = vcl_dec_str(d);
            fl[i].data = vcl_dec_buf(d, &fl[i].len);
            if (d->err)
                break;
            if (!fl[i].name || !fl[i].data)
                return vcl_be_violation(x, "parameter files: item %llu without its %s", (unsigned long long)i, fl[i].name ? "bytes" : "name");
            total += fl[i].len; /* each at most a message's size: no overflow */
            if (total > (uint64_t)4096)
                return vcl_be_violation(x, "parameter files: over %llu bytes", (unsigned long long)4096);
        }
        a.files = fl;
    }
    VN_AT("files");
    vcl_dec_val(d, &a.num_input_headers, sizeof(a.num_input_headers));
    VN_AT("num_input_headers");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (a.num_input_headers > 16)
        return vcl_be_violation(x, "parameter header_include_names: %llu strings, at most %llu", (unsigned long long)a.num_input_headers, (unsigned long long)16);
    a.header_include_names = NULL;
    if (vcl_dec_want(d) && a.num_input_headers) {
        const char **ss = vcl_be_scratch(x, a.num_input_headers, sizeof(*ss));

        if (!ss)
            return -EPROTO;
        for (uint64_t i = 0; i < a.num_input_headers && !d->err; i++)
            if (!(ss[i] = vcl_dec_str(d)) && !d->err)
                return vcl_be_violation(x, "parameter header_include_names: string %llu absent", (unsigned long long)i);
        a.header_include_names = ss;
    }
    VN_AT("header_include_names");
    a.param_value_want = vcl_dec_want(d);
    VN_AT("param_value");
    a.param_value_size_ret_want = vcl_dec_want(d);
    VN_AT("param_value_size_ret");
    a.pfn_notify_id = vcl_dec_u64(d);
    VN_AT("pfn_notify");
    vcl_dec_val(d, &a.ask, sizeof(a.ask));
    VN_AT("ask");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clCompileProgram(x, &a);
}

/* clCreateImage2D: the front-end sends it as clCreateImage; this opcode on the wire is a violation. */
static int vn_be_clCreateImage2D(struct vcl_be_ctx *x)
{
    return vcl_be_violation(x, "clCreateImage2D travels as clCreateImage");
}

static int vn_be_eglInitialize(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_eglInitialize a = { 0 };
    const char *at = NULL;

    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    return vcl_be_h_eglInitialize(x, &a);
}

static int vn_be_eglQueryString(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_eglQueryString a;
    const char *at = NULL;

    vcl_dec_val(d, &a.name, sizeof(a.name));
    VN_AT("name");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    return vcl_be_h_eglQueryString(x, &a);
}

static int vn_be_eglCreatePbufferSurface(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_eglCreatePbufferSurface a;
    const char *at = NULL;

    vcl_dec_val(d, &a.id, sizeof(a.id));
    VN_AT("id");
    vcl_dec_val(d, &a.config, sizeof(a.config));
    VN_AT("config");
    if (d->err)
        return vn_dec_failed(x, at);
    a.attribs_count = vcl_dec_u64(d);
    if (!d->err && (a.attribs_count == 0 || a.attribs_count > 2 * (uint64_t)(VCL_GL_MAX_ATTRIBS) + 1 || !(a.attribs_count & 1)))
        return vcl_be_violation(x, "parameter attribs: attribute list of %llu values", (unsigned long long)a.attribs_count);
    a.attribs = (const EGLint*)vcl_dec_arr(d, a.attribs_count, sizeof(EGLint));
    if (!d->err && (!a.attribs || a.attribs[a.attribs_count - 1] != EGL_NONE))
        return vcl_be_violation(x, "parameter attribs: attribute list without EGL_NONE");
    VN_AT("attribs");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    return vcl_be_h_eglCreatePbufferSurface(x, &a);
}

static int vn_be_vclDrawClient(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_vclDrawClient a;
    const char *at = NULL;

    a.ctx = vcl_dec_u64(d);
    VN_AT("ctx");
    vcl_dec_val(d, &a.count, sizeof(a.count));
    VN_AT("count");
    a.indices = vcl_dec_buf(d, &a.indices_len);
    VN_AT("indices");
    vcl_dec_val(d, &a.narrays, sizeof(a.narrays));
    VN_AT("narrays");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if ((uint64_t)a.narrays > (uint64_t)(4))
        return vcl_be_violation(x, "parameter data: %llu items, at most %llu", (unsigned long long)a.narrays, (unsigned long long)(4));
    a.data = NULL;
    a.data_len = NULL;
    if (a.narrays) {
        const void **ps = vcl_be_scratch(x, (uint64_t)a.narrays, sizeof(*ps));
        uint64_t *ls = vcl_be_scratch(x, (uint64_t)a.narrays, sizeof(*ls));

        if (!ps || !ls)
            return -EPROTO;
        for (uint64_t i = 0; i < (uint64_t)a.narrays && !d->err; i++)
            if (!(ps[i] = vcl_dec_buf(d, &ls[i])) && !d->err)
                return vcl_be_violation(x, "parameter data: item %llu absent", (unsigned long long)i);
        a.data = ps;
        a.data_len = ls;
    }
    VN_AT("data");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    if ((uint64_t)a.narrays > (uint64_t)(4))
        return vcl_be_violation(x, "parameter narrays: %llu, at most 4", (unsigned long long)a.narrays);
    vcl_gl_ctx(a.ctx); /* the message's context: its GL runs there (vcl_gl_enter) */
    return vcl_be_h_vclDrawClient(x, &a);
}

static int vn_be_vclGetBufferData(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_vclGetBufferData a;
    const char *at = NULL;

    a.ctx = vcl_dec_u64(d);
    VN_AT("ctx");
    vcl_dec_val(d, &a.length, sizeof(a.length));
    VN_AT("length");
    {
        uint64_t len = vcl_dec_u64(d);

        a.dest.p = vcl_dec_bulk(d, &a.dest.len, &a.dest.off);
        if (a.dest.p && a.dest.len != len && !d->err)
            return vcl_be_violation(x, "parameter dest: %llu bytes of data, its length says %llu", (unsigned long long)a.dest.len, (unsigned long long)len);
        a.dest.len = len;
    }
    if (a.dest.p)
        vcl_be_bulk(x, a.dest.len, a.dest.off);
    VN_AT("dest");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    vcl_gl_ctx(a.ctx); /* the message's context: its GL runs there (vcl_gl_enter) */
    return vcl_be_h_vclGetBufferData(x, &a);
}

static int vn_be_vclGetLabel(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_vclGetLabel a;
    const char *at = NULL;

    a.ctx = vcl_dec_u64(d);
    VN_AT("ctx");
    vcl_dec_val(d, &a.bufSize, sizeof(a.bufSize));
    VN_AT("bufSize");
    a.length_want = vcl_dec_want(d);
    VN_AT("length");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    vcl_gl_ctx(a.ctx); /* the message's context: its GL runs there (vcl_gl_enter) */
    return vcl_be_h_vclGetLabel(x, &a);
}

int (*const vn_be_handlers[VN_OP_TABLE_MAX + 1])(struct vcl_be_ctx *x) = {
    [VN_OP_clCreateContextFromType] = vn_be_clCreateContextFromType,
    [VN_OP_clGetContextInfo] = vn_be_clGetContextInfo,
    [VN_OP_clCreateCommandQueueWithProperties] = vn_be_clCreateCommandQueueWithProperties,
    [VN_OP_clReleaseCommandQueue] = vcl_be_h_clReleaseCommandQueue,
    [VN_OP_clCreateBuffer] = vn_be_clCreateBuffer,
    [VN_OP_clCreateImage2D] = vn_be_clCreateImage2D,
    [VN_OP_clRetainMemObject] = vn_be_clRetainMemObject,
    [VN_OP_clCreateProgramWithBinary] = vn_be_clCreateProgramWithBinary,
    [VN_OP_clCreateKernelsInProgram] = vn_be_clCreateKernelsInProgram,
    [VN_OP_clSetKernelArg] = vn_be_clSetKernelArg,
    [VN_OP_clEnqueueReadBufferRect] = vn_be_clEnqueueReadBufferRect,
    [VN_OP_clCreateImage] = vn_be_clCreateImage,
    [VN_OP_clCompileProgram] = vn_be_clCompileProgram,
    [VN_OP_clEnqueueFillImageLike] = vn_be_clEnqueueFillImageLike,
    [VN_OP_clSetKernelExecInfo] = vn_be_clSetKernelExecInfo,
    [VN_OP_eglInitialize] = vn_be_eglInitialize,
    [VN_OP_eglQueryString] = vn_be_eglQueryString,
    [VN_OP_eglCreatePbufferSurface] = vn_be_eglCreatePbufferSurface,
    [VN_OP_vclDrawClient] = vn_be_vclDrawClient,
    [VN_OP_vclGetBufferData] = vn_be_vclGetBufferData,
    [VN_OP_vclGetLabel] = vn_be_vclGetLabel,
};

/* virtcl's own messages (msg): the table's opcode is vcl_wire.h's. */
_Static_assert(VCL_OP_HELLO == 1000, "api/opencl.api: msg HELLO is VCL_OP_HELLO");
_Static_assert(VCL_OP_FORGET == 1003, "api/opencl.api: msg FORGET is VCL_OP_FORGET");
_Static_assert(VCL_OP_CALLBACK == 1004, "api/opencl.api: msg CALLBACK is VCL_OP_CALLBACK");
_Static_assert(VCL_OP_GET_BINARIES == 1007, "api/opencl.api: msg GET_BINARIES is VCL_OP_GET_BINARIES");
_Static_assert(VCL_OP_ATTACH_SHM == 1008, "api/opencl.api: msg ATTACH_SHM is VCL_OP_ATTACH_SHM");
_Static_assert(VCL_OP_BULK_DONE == 1009, "api/opencl.api: msg BULK_DONE is VCL_OP_BULK_DONE");
_Static_assert(VCL_OP_STAGE == 1010, "api/opencl.api: msg STAGE is VCL_OP_STAGE");
_Static_assert(VCL_OP_PRINTF == 1020, "api/opencl.api: msg PRINTF is VCL_OP_PRINTF");

static int vn_be_msg_forget(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_msg_forget a;
    const char *at = NULL;

    vcl_dec_val(d, &a.id, sizeof(a.id));
    VN_AT("id");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    return vcl_be_h_msg_forget(x, &a);
}

static int vn_be_msg_get_binaries(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_msg_get_binaries a;
    const char *at = NULL;

    a.program = (cl_program)vcl_be_dec_obj(x, VN_T_PROGRAM, false);
    VN_AT("program");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    return vcl_be_h_msg_get_binaries(x, &a);
}

static int vn_be_msg_stage(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_msg_stage a;
    const char *at = NULL;

    vcl_dec_val(d, &a.id, sizeof(a.id));
    VN_AT("id");
    vcl_dec_val(d, &a.len, sizeof(a.len));
    VN_AT("len");
    vcl_dec_val(d, &a.off, sizeof(a.off));
    VN_AT("off");
    a.piece = vcl_dec_buf(d, &a.piece_len);
    VN_AT("piece");
    if (d->err)
        return vcl_be_violation(x, "malformed stage piece: parameter %s: %s", at ? at : "?",
                                d->why ? d->why : "malformed");
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "malformed stage piece: %zu bytes left over", vcl_dec_left(d));
    if (!a.id)
        return vcl_be_violation(x, "malformed stage piece: parameter id: 0");
    if (!a.len)
        return vcl_be_violation(x, "malformed stage piece: parameter len: 0");
    if ((uint64_t)a.len > (uint64_t)(VCL_MAX_STAGED_BYTES))
        return vcl_be_violation(x, "malformed stage piece: parameter len: %llu, at most VCL_MAX_STAGED_BYTES", (unsigned long long)a.len);
    if (!a.piece || !a.piece_len)
        return vcl_be_violation(x, "malformed stage piece: parameter piece: absent or empty");
    return vcl_be_h_msg_stage(x, &a);
}

static int vn_be_msg_attach_shm(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_msg_attach_shm a;
    const char *at = NULL;

    vcl_dec_val(d, &a.size, sizeof(a.size));
    VN_AT("size");
    a.ring = 0;
    if (vcl_dec_left(d))
        vcl_dec_val(d, &a.ring, sizeof(a.ring));
    VN_AT("ring");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    return vcl_be_h_msg_attach_shm(x, &a);
}

void vn_enc_msg_bulk_done(struct vcl_enc *e, const struct vn_args_msg_bulk_done *a)
{
    vcl_enc_val(e, &a->off, sizeof(a->off));
}

void vn_enc_msg_callback(struct vcl_enc *e, const struct vn_args_msg_callback *a)
{
    vcl_enc_val(e, &a->cb, sizeof(a->cb));
    vcl_enc_val(e, &a->status, sizeof(a->status));
}

void vn_enc_msg_printf(struct vcl_enc *e, const struct vn_args_msg_printf *a)
{
    vcl_enc_buf_copy(e, a->text, a->text_len);
    vcl_enc_str(e, a->name);
    vcl_enc_val(e, &a->n, sizeof(a->n));
    vcl_enc_arr(e, a->ids, a->n, sizeof(uint64_t));
}

int (*vn_be_msg_handler(uint32_t op))(struct vcl_be_ctx *x)
{
    switch (op) {
    case VCL_OP_FORGET:
        return vn_be_msg_forget;
    case VCL_OP_GET_BINARIES:
        return vn_be_msg_get_binaries;
    case VCL_OP_ATTACH_SHM:
        return vn_be_msg_attach_shm;
    case VCL_OP_STAGE:
        return vn_be_msg_stage;
    default:
        return NULL;
    }
}

/* Replies of hand-written stubs' calls (reply lines): the i32 result, then the items. */
void vn_enc_reply_clCreateProgramWithBinary(struct vcl_enc *e, cl_int result, const struct vn_args_clCreateProgramWithBinary *a, const struct vn_reply_clCreateProgramWithBinary *r)
{
    (void)a;
    vcl_enc_i32(e, result);
    vcl_enc_arr(e, r->binary_status, a->num_devices, sizeof(cl_int));
}

void vn_enc_reply_clCreateKernelsInProgram(struct vcl_enc *e, cl_int result, const struct vn_args_clCreateKernelsInProgram *a, const struct vn_reply_clCreateKernelsInProgram *r)
{
    (void)a;
    vcl_enc_i32(e, result);
    vcl_enc_val(e, &r->got, sizeof(r->got));
    vcl_enc_val(e, &r->n, sizeof(r->n));
    for (uint64_t i = 0; i < (uint64_t)r->n && i < 4; i++)
        vcl_enc_str(e, r->names[i]);
    for (uint64_t i = 0; i < (uint64_t)r->n && i < 4; i++)
        vcl_enc_buf_copy(e, r->texts[i], r->texts_len[i]);
    if (result == CL_SUCCESS)
        vcl_enc_val(e, &r->nb, sizeof(r->nb));
    if (result == CL_SUCCESS) {
        for (uint64_t i = 0; i < (uint64_t)r->nb && i < 2; i++)
            vcl_enc_buf_copy(e, r->blobs[i], r->blobs_len[i]);
    }
}

void vn_enc_reply_eglInitialize(struct vcl_enc *e, cl_int result, const struct vn_args_eglInitialize *a, const struct vn_reply_eglInitialize *r)
{
    (void)a;
    (void)r; /* the EGL error only */
    vcl_enc_i32(e, 0);
    vcl_enc_i32(e, result);
}

void vn_enc_reply_eglQueryString(struct vcl_enc *e, cl_int result, const struct vn_args_eglQueryString *a, const struct vn_reply_eglQueryString *r)
{
    (void)a;
    vcl_enc_i32(e, 0);
    vcl_enc_i32(e, result);
    if (result == EGL_SUCCESS)
        vcl_enc_buf(e, r->s, r->s ? (size_t)r->s_len : 0);
}

void vn_enc_reply_eglCreatePbufferSurface(struct vcl_enc *e, cl_int result, const struct vn_args_eglCreatePbufferSurface *a, const struct vn_reply_eglCreatePbufferSurface *r)
{
    (void)a;
    (void)r; /* the EGL error only */
    vcl_enc_i32(e, 0);
    vcl_enc_i32(e, result);
}

void vn_enc_reply_vclGetBufferData(struct vcl_enc *e, cl_int result, const struct vn_args_vclGetBufferData *a, const struct vn_reply_vclGetBufferData *r)
{
    (void)a;
    vcl_enc_i32(e, result);
    vcl_enc_val(e, &r->err, sizeof(r->err));
    vcl_enc_buf(e, r->dest, r->dest ? (size_t)r->dest_len : 0);
}

void vn_enc_reply_vclGetLabel(struct vcl_enc *e, cl_int result, const struct vn_args_vclGetLabel *a, const struct vn_reply_vclGetLabel *r)
{
    vcl_enc_i32(e, result);
    if (a->length_want)
        vcl_enc_val(e, &r->length, sizeof(r->length));
    vcl_enc_buf(e, r->label, r->label ? (size_t)r->label_len : 0);
}
